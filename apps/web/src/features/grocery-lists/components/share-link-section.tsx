import type { GroceryList, SharePermission } from '@mealplanr/contracts/grocery-lists';
import { CopyIcon, LinkIcon, RefreshCwIcon, UnlinkIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useCreateShareLink } from '../api/create-share-link.ts';
import { useRevokeShareLink } from '../api/revoke-share-link.ts';
import { useUpdateShareLink } from '../api/update-share-link.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { recallShareUrl } from '../utils/share-url-memory.ts';

const PERMISSIONS: SharePermission[] = ['view', 'check'];

/**
 * The public link: make it, copy it ("Link copied"), choose whether link holders may only view or also check
 * items, replace it (the old one stops working) or turn it off.
 */
export function ShareLinkSection({ list }: { list: GroceryList }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { enabled, permission: current } = list.shareLink;
  const [chosen, setChosen] = useState<SharePermission>(current ?? 'view');
  const [url, setUrl] = useState<string | undefined>(() => recallShareUrl(list.id));
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const create = useCreateShareLink(list.id);
  const update = useUpdateShareLink(list.id);
  const revoke = useRevokeShareLink(list.id);
  // A change of an active link shows at once: set in the click's own render (so the browser's tick on the radio is
  // not put back before the change is under way), then read from the change while it is under way; its answer is
  // in the list by the time it is done, or the old choice is back.
  const [changing, setChanging] = useState<SharePermission | null>(null);
  const pending = update.isPending ? update.variables : undefined;
  const permission = enabled ? (changing ?? pending ?? current ?? 'view') : chosen;
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('grocery.share.link.failed'), description: groceryErrorMessage(error) });

  const make = (replacing: boolean) =>
    create.mutate(permission, {
      onSuccess: (created) => {
        setUrl(created.url);
        if (replacing) toast({ title: t('grocery.share.link.replaced') });
      },
      onError: failed,
    });

  const choose = (next: SharePermission) => {
    if (!enabled) {
      setChosen(next);
      return;
    }
    if (next === current) return;
    setChanging(next);
    update.mutate(next, {
      onSuccess: () => toast({ title: t('grocery.share.link.updated') }),
      onError: failed,
      onSettled: () => setChanging(null),
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('grocery.share.link.copied') });
    } catch {
      // No clipboard API (plain http on a home network): select the text and use the older copy command.
      inputRef.current?.select();
      const copied = document.execCommand('copy');
      toast(
        copied
          ? { title: t('grocery.share.link.copied') }
          : { variant: 'destructive', title: t('grocery.share.link.copyFailed') },
      );
    }
  };

  const busy = create.isPending || update.isPending || revoke.isPending;
  const linkShown = enabled && url;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <LinkIcon className="size-4 text-primary" aria-hidden="true" />
        {t('grocery.share.link.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {enabled ? (linkShown ? t('grocery.share.link.on') : t('grocery.share.link.hidden')) : t('grocery.share.link.off')}
      </p>

      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-1 text-sm font-medium">{t('grocery.share.link.permissionLabel')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERMISSIONS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                permission === option && 'border-primary bg-secondary',
              )}
            >
              <input
                type="radio"
                name={`${id}-permission`}
                value={option}
                checked={permission === option}
                onChange={() => choose(option)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{t(`grocery.share.link.${option}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`grocery.share.link.${option}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {linkShown ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-url`} className="sr-only">
            {t('grocery.share.link.urlLabel')}
          </label>
          <Input
            ref={inputRef}
            id={`${id}-url`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
          />
          <Button onClick={() => void copy()} className="shrink-0">
            <CopyIcon aria-hidden="true" />
            {t('grocery.share.link.copy')}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setConfirming('replace')} disabled={busy}>
              <RefreshCwIcon aria-hidden="true" />
              {linkShown ? t('grocery.share.link.replace') : t('grocery.share.link.replaceToShow')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming('revoke')} disabled={busy}>
              <UnlinkIcon aria-hidden="true" />
              {t('grocery.share.link.revoke')}
            </Button>
          </>
        ) : (
          <Button onClick={() => make(false)} disabled={busy} busy={create.isPending} icon={<LinkIcon aria-hidden="true" />}>
            {t('grocery.share.link.create')}
          </Button>
        )}
      </div>

      {/* One question for both: it closes at once, and the section's buttons stay disabled until the server answers. */}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'revoke' ? t('grocery.share.confirmRevoke.title') : t('grocery.share.confirmReplace.title')}
        description={
          confirming === 'revoke' ? t('grocery.share.confirmRevoke.description') : t('grocery.share.confirmReplace.description')
        }
        confirmLabel={
          confirming === 'revoke' ? t('grocery.share.confirmRevoke.confirm') : t('grocery.share.confirmReplace.confirm')
        }
        destructive
        onConfirm={() => {
          if (confirming === 'revoke') {
            revoke.mutate(undefined, {
              onSuccess: () => {
                setUrl(undefined);
                setChosen(current ?? 'view'); // a new link starts with the permission the old one had
                toast({ title: t('grocery.share.link.revoked') });
              },
              onError: failed,
            });
          } else {
            make(true);
          }
        }}
      />
    </section>
  );
}
