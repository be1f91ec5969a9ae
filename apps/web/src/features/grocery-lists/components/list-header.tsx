import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import {
  DownloadIcon,
  EllipsisVerticalIcon,
  LogOutIcon,
  PencilIcon,
  PrinterIcon,
  SendIcon,
  Share2Icon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { LiveStatus } from '../hooks/use-list-live-updates.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { WeekOf } from '../../../components/week-of.tsx';
import { weekRangeText } from '../utils/calendar-text.ts';
import { listFileName, listText } from '../utils/list-text.ts';
import { DeleteListDialog } from './delete-list-dialog.tsx';
import { LeaveListDialog } from './leave-list-dialog.tsx';
import { PrintableList } from './printable-list.tsx';
import { RenameListDialog } from './rename-list-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { listTitle } from '../../../lib/in-language.ts';

type OpenDialog = 'share' | 'rename' | 'delete' | 'leave' | null;

/** Title, week, progress and the list's actions (share, rename, delete for the owner; leave for members). */
export function ListHeader({ list, live }: { list: GroceryList; live: LiveStatus }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const week = weekRangeText(t, list.weekStart, list.weekEnd, i18n.resolvedLanguage ?? 'en');
  const isOwner = list.role === 'owner';
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const language = i18n.resolvedLanguage ?? 'en';
  // The system share sheet (Web Share API) where the browser has one; elsewhere the menu offers the file only.
  const canShareText = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const downloadText = () => {
    const url = URL.createObjectURL(new Blob([listText(t, list, language)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = listFileName(list, language);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const shareText = () => {
    navigator.share({ title: listTitle(list, language), text: listText(t, list, language) }).catch((error: unknown) => {
      // Closing the share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ variant: 'destructive', title: t('grocery.list.shareTextFailed') });
    });
  };

  return (
    <header className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{listTitle(list, language)}</h1>
        <div className="flex shrink-0 items-center gap-2">
          {isOwner ? (
            <Button variant="outline" onClick={() => setDialog('share')}>
              <Share2Icon aria-hidden="true" />
              <span className="max-sm:sr-only">{t('grocery.list.share')}</span>
            </Button>
          ) : null}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('grocery.list.actions')}>
                <EllipsisVerticalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => window.print()}>
                <PrinterIcon aria-hidden="true" />
                {t('grocery.list.print')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={downloadText}>
                <DownloadIcon aria-hidden="true" />
                {t('grocery.list.downloadText')}
              </DropdownMenuItem>
              {canShareText ? (
                <DropdownMenuItem onSelect={shareText}>
                  <SendIcon aria-hidden="true" />
                  {t('grocery.list.shareText')}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              {isOwner ? (
                <>
                  <DropdownMenuItem onSelect={() => setDialog('rename')}>
                    <PencilIcon aria-hidden="true" />
                    {t('grocery.list.rename')}
                  </DropdownMenuItem>
                  <DropdownMenuItem destructive onSelect={() => setDialog('delete')}>
                    <Trash2Icon aria-hidden="true" />
                    {t('grocery.list.delete')}
                  </DropdownMenuItem>
                </>
              ) : (
                <DropdownMenuItem destructive onSelect={() => setDialog('leave')}>
                  <LogOutIcon aria-hidden="true" />
                  {t('grocery.list.leave')}
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <WeekOf range={week} />
        {!isOwner ? <span>{t('grocery.list.ownedBy', { name: list.ownerName })}</span> : null}
        <span data-testid="list-progress">
          {t('grocery.progress', { checked: list.checkedCount, total: list.itemCount })}
        </span>
        <LiveIndicator status={live} />
      </div>

      <PrintableList list={list} />
      {isOwner ? (
        <>
          <ShareDialog list={list} open={dialog === 'share'} onOpenChange={close} />
          <RenameListDialog list={list} open={dialog === 'rename'} onOpenChange={close} />
          <DeleteListDialog list={list} open={dialog === 'delete'} onOpenChange={close} />
        </>
      ) : (
        <LeaveListDialog list={list} open={dialog === 'leave'} onOpenChange={close} />
      )}
    </header>
  );
}

/**
 * Whether changes by others arrive by themselves right now. Offline it says nothing: the offline banner
 * below speaks for the list then, and a stream the browser has not yet noticed is cut must not look live.
 */
function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (status === 'connecting' || !online) return null;
  const live = status === 'live';
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="live-status" data-status={status}>
      <span
        className={live ? 'size-2 rounded-full bg-emerald-500' : 'size-2 animate-pulse rounded-full bg-amber-500'}
        aria-hidden="true"
      />
      {live ? t('grocery.list.live') : t('grocery.list.reconnecting')}
    </span>
  );
}
