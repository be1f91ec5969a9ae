import { ADMIN_TABLES, type AdminColumn, type AdminTable } from '@mealplanr/contracts/admin';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/utils.ts';
import { useTableRows } from '../api/get-table-rows.ts';
import { useTables } from '../api/get-tables.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { cellText, formatNumber } from '../lib/format.ts';
import { EmptyState, LoadState } from './load-state.tsx';
import { Pagination } from './pagination.tsx';
import { RowDialog } from './row-dialog.tsx';
import { ScrollBox } from './scroll-box.tsx';

const PAGE_SIZE = 20;

/**
 * The read-only database browser: pick a table, page through it, sort by any listed column, search, and open a
 * row to see all of it. What can be seen is decided by the server's allow-list.
 */
export function DatabasePanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const tables = useTables();
  const [table, setTable] = useState<AdminTable>('users');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ column: string; order: 'asc' | 'desc' } | undefined>(undefined);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [openKey, setOpenKey] = useState<string | undefined>(undefined);
  const rows = useTableRows({
    table,
    page,
    pageSize: PAGE_SIZE,
    sort: sort?.column,
    order: sort?.order ?? 'desc',
    q: q || undefined,
  });
  const info = tables.data?.tables.find((entry) => entry.name === table);
  const n = (value: number) => formatNumber(value, language);

  const chooseTable = (next: AdminTable) => {
    setTable(next);
    setPage(1);
    setSort(undefined);
    setSearch('');
  };
  const toggleSort = (column: string) => {
    setPage(1);
    setSort((current) =>
      current?.column === column ? { column, order: current.order === 'asc' ? 'desc' : 'asc' } : { column, order: 'asc' },
    );
  };
  const sortedBy = rows.data?.sort;
  const sortOrder = rows.data?.order;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('admin.database.readOnly')}</p>
      <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
        <div className="flex flex-col gap-2">
          <Label htmlFor="admin-table">{t('admin.database.table')}</Label>
          <Select value={table} onValueChange={(value) => chooseTable(value as AdminTable)}>
            <SelectTrigger id="admin-table" data-testid="table-picker">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ADMIN_TABLES.map((name) => {
                const count = tables.data?.tables.find((entry) => entry.name === name)?.rowCount;
                return (
                  <SelectItem key={name} value={name}>
                    <span className="font-mono">{name}</span>
                    {count !== undefined ? <span className="text-muted-foreground"> ({n(count)})</span> : null}
                  </SelectItem>
                );
              })}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="admin-search">{t('admin.database.search')}</Label>
          <SearchInput
            id="admin-search"
            value={search}
            maxLength={200}
            placeholder={info ? t('admin.database.searchIn', { columns: info.searchable.join(', ') }) : undefined}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>

      {!rows.data ? (
        <LoadState error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <>
          {rows.data.rows.length === 0 ? (
            <EmptyState text={q ? t('admin.database.noMatch') : t('admin.database.empty')} />
          ) : (
            <ScrollBox className={cn('rounded-xl border bg-card', rows.isPlaceholderData && 'opacity-70')}>
              <table className="w-full text-left text-sm" data-testid="rows-table">
                <caption className="sr-only">{t('admin.database.caption', { table })}</caption>
                <thead className="border-b bg-muted/60">
                  <tr>
                    {rows.data.columns.map((column) => {
                      const active = sortedBy === column.name;
                      const Icon = !active ? ArrowUpDownIcon : sortOrder === 'asc' ? ArrowUpIcon : ArrowDownIcon;
                      return (
                        <th
                          key={column.name}
                          scope="col"
                          aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
                          className="p-0 font-medium whitespace-nowrap"
                        >
                          <button
                            type="button"
                            onClick={() => toggleSort(column.name)}
                            className="flex w-full cursor-pointer items-center gap-1 px-3 py-2 font-mono text-xs hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                          >
                            {column.name}
                            <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden="true" />
                            <span className="sr-only">{t('admin.database.sortBy', { column: column.name })}</span>
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.data.rows.map((row) => (
                    <tr
                      key={row.key}
                      className="cursor-pointer border-b last:border-b-0 hover:bg-accent/50"
                      onClick={() => setOpenKey(row.key)}
                    >
                      {rows.data.columns.map((column, index) => (
                        <td key={column.name} className="max-w-64 px-3 py-2 align-top">
                          {index === 0 ? (
                            <button
                              type="button"
                              className="block max-w-full cursor-pointer truncate text-left font-mono text-xs text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                              aria-label={t('admin.database.open', { key: row.key })}
                              onClick={(event) => {
                                event.stopPropagation();
                                setOpenKey(row.key);
                              }}
                            >
                              {String(row.values[column.name] ?? row.key)}
                            </button>
                          ) : (
                            <Cell column={column} value={row.values[column.name]} language={language} />
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )}
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={rows.data.total}
            onPage={setPage}
            label={t('admin.database.pages')}
          />
        </>
      )}
      <RowDialog table={table} rowKey={openKey} onClose={() => setOpenKey(undefined)} />
    </div>
  );
}

function Cell({ column, value, language }: { column: AdminColumn; value: unknown; language: string }) {
  const { t } = useTranslation();
  const text = cellText(value, column.type, language, { yes: t('admin.values.yes'), no: t('admin.values.no') });
  if (text === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span
      className={cn('block truncate', (column.type === 'uuid' || column.type === 'json') && 'font-mono text-xs')}
      title={text}
    >
      {text}
    </span>
  );
}
