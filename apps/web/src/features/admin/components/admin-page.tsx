import { DatabaseIcon, HistoryIcon, LayoutDashboardIcon, MessageSquareIcon, UsersRoundIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuditPanel } from './audit-panel.tsx';
import { DatabasePanel } from './database-panel.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

const TABS = [
  { value: 'overview', icon: LayoutDashboardIcon, Panel: OverviewPanel },
  { value: 'database', icon: DatabaseIcon, Panel: DatabasePanel },
  { value: 'feedback', icon: MessageSquareIcon, Panel: FeedbackPanel },
  { value: 'users', icon: UsersRoundIcon, Panel: UsersPanel },
  { value: 'audit', icon: HistoryIcon, Panel: AuditPanel },
] as const;

/** `/admin` (admins only — the route's guard sees to that, and the API checks again). */
export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('admin.title')}</h1>
      <Tabs defaultValue="overview" className="flex flex-col gap-2">
        {/* Five tabs do not fit a phone's width: there they wrap onto a second row, every one in sight. */}
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:h-10 sm:w-fit sm:flex-nowrap sm:gap-0">
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="h-8 flex-none sm:h-full" data-testid={`admin-tab-${value}`}>
              <Icon className="size-4" aria-hidden="true" />
              {t(`admin.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
