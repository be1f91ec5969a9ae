import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import { useMyUserId } from '../api/get-me.ts';
import { useUsers } from '../api/get-users.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { formatDateTime } from '../lib/format.ts';
import { EmptyState, LoadState } from './load-state.tsx';
import { Pagination } from './pagination.tsx';
import { UserAction } from './user-action.tsx';

const PAGE_SIZE = 20;

function Badge({ children, tone }: { children: string; tone: 'primary' | 'danger' | 'muted' }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        tone === 'primary' && 'bg-secondary text-secondary-foreground',
        tone === 'danger' && 'bg-destructive/10 text-destructive dark:bg-destructive/25 dark:text-red-300',
        tone === 'muted' && 'border text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}

/** Users with their status; grant or revoke admin rights, disable or re-enable accounts (not one's own). */
export function UsersPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const myId = useMyUserId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useUsers({ q: q || undefined, page, pageSize: PAGE_SIZE });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 lg:max-w-md">
        <Label htmlFor="admin-user-search">{t('admin.users.search')}</Label>
        <SearchInput
          id="admin-user-search"
          maxLength={200}
          value={search}
          placeholder={t('admin.users.searchPlaceholder')}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {!users.data ? (
        <LoadState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState text={t('admin.users.empty')} />
      ) : (
        <>
          <ul className={cn('flex flex-col gap-3', users.isPlaceholderData && 'opacity-70')} data-testid="users-list">
            {users.data.items.map((user) => {
              const me = user.id === myId;
              return (
                <li
                  key={user.id}
                  data-testid="user-row"
                  className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{user.username}</span>
                      {user.displayName ? <span className="text-sm text-muted-foreground">{user.displayName}</span> : null}
                      {me ? <Badge tone="muted">{t('admin.users.you')}</Badge> : null}
                      {user.isAdmin ? <Badge tone="primary">{t('admin.users.admin')}</Badge> : null}
                      {user.disabled ? <Badge tone="danger">{t('admin.users.disabled')}</Badge> : null}
                    </div>
                    <p className="truncate text-sm text-muted-foreground">
                      {user.email} · {t('admin.users.joined', { date: formatDateTime(user.createdAt, language) })}
                    </p>
                  </div>
                  {me ? null : (
                    <div className="flex shrink-0 flex-wrap gap-2">
                      <UserAction user={user} kind={user.isAdmin ? 'revoke' : 'grant'} />
                      <UserAction user={user} kind={user.disabled ? 'enable' : 'disable'} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} label={t('admin.users.pages')} />
        </>
      )}
    </div>
  );
}
