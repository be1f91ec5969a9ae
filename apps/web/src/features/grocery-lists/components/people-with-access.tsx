import { RotateCcwIcon, UserMinusIcon, UsersIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useListMembers } from '../api/get-list-members.ts';
import { useRemoveListMember } from '../api/remove-list-member.ts';
import { useWithdrawInvitation } from '../api/withdraw-invitation.ts';
import { dateText } from '../utils/calendar-text.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';

const nameOf = (person: { displayName: string; username: string }) => person.displayName || person.username;

/** Who has access: the owner, members (removable) and pending invitations (withdrawable). */
export function PeopleWithAccess({ listId, enabled }: { listId: string; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const members = useListMembers(listId, enabled);
  const remove = useRemoveListMember(listId);
  const withdraw = useWithdrawInvitation(listId);
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('grocery.share.people.failed'), description: groceryErrorMessage(error) });

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <UsersIcon className="size-4 text-primary" aria-hidden="true" />
        {t('grocery.share.people.heading')}
      </h3>
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('grocery.share.people.loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void members.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('grocery.index.retry')}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border" aria-labelledby={`${id}-heading`}>
          <Person name={nameOf(members.data.owner)} email={members.data.owner.email} role={t('grocery.share.people.owner')} />
          {members.data.members.map((member) => (
            <Person
              key={member.userId}
              name={nameOf(member)}
              email={member.email}
              role={t('grocery.share.people.member')}
              action={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={t('grocery.share.people.remove', { name: nameOf(member) })}
                  onClick={() => setRemoving({ userId: member.userId, name: nameOf(member) })}
                >
                  <UserMinusIcon aria-hidden="true" />
                </Button>
              }
            />
          ))}
          {members.data.invitations.map((invitation) => (
            <Person
              key={invitation.id}
              name={invitation.email}
              role={t('grocery.share.people.pending', { date: dateText(t, invitation.expiresAt, i18n.resolvedLanguage ?? 'en') })}
              action={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={t('grocery.share.people.withdraw', { email: invitation.email })}
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () => toast({ title: t('grocery.share.people.withdrawn') }),
                      onError: failed,
                    })
                  }
                >
                  <XIcon aria-hidden="true" />
                </Button>
              }
            />
          ))}
        </ul>
      )}
      {members.data && members.data.members.length === 0 && members.data.invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('grocery.share.people.onlyYou')}</p>
      ) : null}

      {/* Closes at once; the toast tells whether the member was removed. */}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('grocery.share.confirmRemove.title', { name: removing?.name ?? '' })}
        description={t('grocery.share.confirmRemove.description')}
        confirmLabel={t('grocery.share.confirmRemove.confirm')}
        destructive
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.userId, {
            onSuccess: () => toast({ title: t('grocery.share.people.removed') }),
            onError: failed,
          });
        }}
      />
    </section>
  );
}

function Person({ name, email, role, action }: { name: string; email?: string; role: string; action?: React.ReactNode }) {
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground uppercase"
        aria-hidden="true"
      >
        {name.slice(0, 1)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{name}</span>
        <span className="truncate text-xs text-muted-foreground">{email ? `${email} · ${role}` : role}</span>
      </span>
      {action}
    </li>
  );
}
