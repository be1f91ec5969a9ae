import { INVITATION_TTL_DAYS } from '@mealplanr/contracts/grocery-lists';
import { MailIcon, SendIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useInviteToList } from '../api/invite-to-list.ts';
import { invitationEmailError } from '../utils/forms.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { useAttemptKey } from '../../../lib/idempotency.ts';

/**
 * Invite someone by e-mail: "Please enter an email address." when empty, "Please enter a valid email
 * address." when malformed, "Invitation sent" when done. The e-mail goes out in the interface language.
 */
export function InviteForm({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInviteToList(listId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const attemptKey = useAttemptKey();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = invitationEmailError(email);
    if (problem) {
      setError(t(problem));
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    invite.mutate(
      { body: { email: address, lang: currentLanguage() }, idempotencyKey: attemptKey.keyFor(address) },
      {
        onSuccess: () => {
          attemptKey.settle();
          setEmail('');
          toast({ title: t('grocery.share.invite.sent'), description: t('grocery.share.invite.sentDescription', { email: address }) });
        },
        onError: (failure) =>
          toast({ variant: 'destructive', title: t('grocery.share.invite.failed'), description: groceryErrorMessage(failure) }),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <MailIcon className="size-4 text-primary" aria-hidden="true" />
        {t('grocery.share.invite.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('grocery.share.invite.description', { days: INVITATION_TTL_DAYS })}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t('grocery.share.invite.email')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('grocery.share.invite.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" busy={invite.isPending} icon={<SendIcon aria-hidden="true" />} className="shrink-0">
            {t('grocery.share.invite.submit')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive dark:text-red-300">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
