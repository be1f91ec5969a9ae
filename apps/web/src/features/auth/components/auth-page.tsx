import { KeyRoundIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { nameOf } from '../lib/display-name.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { useGoogleButtonShown } from './google-sign-in-offer.tsx';
import { LoginForm } from './login-form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

// Registration validates with Zod (and asks for the password policy): its code comes when its tab is first pointed
// at or shown, so signing in waits for neither.
const loadRegisterForm = () => import('./register-form.tsx');
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm().catch(() => undefined);

type Mode = 'login' | 'register';

/** `/auth`: sign in or register, in tabs; `?mode=register` opens registration. */
export function AuthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.page.title'));
  const search = useSearch();
  const [location, navigate] = useLocation();
  const mode: Mode = new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'login';
  const googleShown = useGoogleButtonShown();

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8 sm:py-12">
      <div className="rounded-2xl border bg-card px-5 py-7 text-card-foreground shadow-sm sm:px-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">
            <KeyRoundIcon className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.page.title')}</h1>
          <p className="text-sm text-pretty text-muted-foreground">{t('auth.page.description')}</p>
        </div>

        {googleShown ? (
          <>
            <GoogleSignInButton />
            <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
              <span className="h-px flex-1 bg-border" />
              {t('auth.page.or')}
              <span className="h-px flex-1 bg-border" />
            </div>
          </>
        ) : null}

        <Tabs
          value={mode}
          onValueChange={(value) => navigate(withMode(location, search, value as Mode), { replace: true })}
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">{t('auth.page.loginTab')}</TabsTrigger>
            <TabsTrigger value="register" onPointerEnter={preloadRegisterForm} onFocus={preloadRegisterForm}>
              {t('auth.page.registerTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-5">
            <LoginForm
              onSuccess={(user) =>
                toast({ title: t('auth.toasts.loginSuccess'), description: t('auth.toasts.loginSuccessDescription', { name: nameOf(user) }) })
              }
              onError={(error) =>
                toast({ variant: 'destructive', title: t('auth.toasts.loginFailed'), description: authErrorMessage(error) })
              }
            />
          </TabsContent>
          <TabsContent value="register" className="mt-5">
            <Suspense
              fallback={
                <div className="flex justify-center py-10">
                  <Spinner className="size-6" />
                </div>
              }
            >
              <RegisterForm
                onSuccess={(user) =>
                  toast({
                    title: t('auth.toasts.registerSuccess'),
                    description: t('auth.toasts.registerSuccessDescription', { name: nameOf(user) }),
                  })
                }
                onError={(error) =>
                  toast({ variant: 'destructive', title: t('auth.toasts.registerFailed'), description: authErrorMessage(error) })
                }
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

/** The same address with the other tab chosen; other parameters (such as the return path) stay. */
function withMode(path: string, search: string, mode: Mode): string {
  const params = new URLSearchParams(search);
  if (mode === 'register') params.set('mode', 'register');
  else params.delete('mode');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
