import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { useGoToDashboard } from '../hooks/use-go-to-dashboard.ts';
import { useGoogleSignIn } from '../hooks/use-google-sign-in.ts';

/** Google's "G", drawn in its brand colours; decorative next to the button's text. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

/**
 * The Google button itself, drawn by GoogleSignInButton (google-sign-in-button.tsx) once the server has said it
 * offers the sign-in: the popup's code is loaded only then. After a sign-in the person goes on to /dashboard.
 */
export function GoogleSignInAction({
  provider,
  className,
  size = 'lg',
}: {
  provider: string;
  className?: string;
  size?: 'default' | 'lg';
}) {
  const { t } = useTranslation();
  const goToDashboard = useGoToDashboard();
  const { start, pending } = useGoogleSignIn(() => goToDashboard());
  return (
    <Button
      variant="outline"
      size={size}
      className={cn('w-full', className)}
      onClick={start}
      disabled={pending}
      data-testid="google-sign-in"
    >
      {pending ? <Spinner className="size-5" label={t('auth.google.waiting', { provider })} /> : <GoogleMark />}
      {pending ? t('auth.google.waiting', { provider }) : t('auth.google.button', { provider })}
    </Button>
  );
}
