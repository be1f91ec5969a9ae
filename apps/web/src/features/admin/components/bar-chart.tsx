import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/utils.ts';
import { formatDay, formatNumber } from '../lib/format.ts';

export interface BarChartProps {
  title: string;
  data: ReadonlyArray<{ date: string; value: number }>;
  /** Tailwind fill class of the bars. */
  barClassName: string;
}

const BAR = 10;
const GAP = 4;
const HEIGHT = 100;

/**
 * A small bar chart, one bar per day. The bars are SVG; the labels are HTML (so they stay crisp at any width).
 * Screen readers get the same numbers as a table.
 */
export function BarChart({ title, data, barClassName }: BarChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const n = (value: number) => formatNumber(value, language);
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const width = data.length * (BAR + GAP) - GAP;
  const first = data[0];
  const last = data.at(-1);
  return (
    <figure className="relative flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{t('admin.overview.total', { total: n(total) })}</span>
      </figcaption>
      <div className="flex gap-2" aria-hidden="true">
        <div className="flex w-8 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums">
          <span>{n(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 min-w-0 flex-1 border-b border-l border-border"
        >
          {/* A faint line at the top marks the largest value. */}
          <line x1="0" x2={width} y1="0.5" y2="0.5" className="stroke-border" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
          {data.map((d, index) => {
            const h = (d.value / max) * (HEIGHT - 2);
            return (
              <rect
                key={d.date}
                x={index * (BAR + GAP)}
                y={HEIGHT - h}
                width={BAR}
                height={h}
                rx={1.5}
                className={cn(barClassName)}
              >
                <title>{`${formatDay(d.date, language)}: ${n(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between pl-10 text-xs text-muted-foreground" aria-hidden="true">
        <span>{first ? formatDay(first.date, language) : ''}</span>
        <span>{last ? formatDay(last.date, language) : ''}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.day')}</th>
            <th scope="col">{t('admin.overview.count')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDay(d.date, language)}</th>
              <td>{n(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
