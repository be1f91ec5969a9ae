/**
 * Screens whose features are not built yet show their heading and what they will be for. Each feature
 * replaces its entry in router.tsx with its own page.
 */
import {
  CalendarDaysIcon,
  KeyRoundIcon,
  type LucideIcon,
  ShieldCheckIcon,
  ShieldIcon,
  ShoppingBasketIcon,
  UserRoundIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NotFoundPage } from './not-found-page.tsx';

function ScreenIntro({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-card/60 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-md text-pretty text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}

/** A centred card for the public pages that stand alone (auth, admin sign-in). */
function PublicIntro({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12">
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center text-card-foreground shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-pretty text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}

export function MealPlansScreen() {
  const { t } = useTranslation();
  return (
    <ScreenIntro
      icon={CalendarDaysIcon}
      title={t('pages.mealPlans.title')}
      description={t('pages.mealPlans.description')}
    />
  );
}

export function GroceryListsScreen() {
  const { t } = useTranslation();
  return (
    <ScreenIntro
      icon={ShoppingBasketIcon}
      title={t('pages.groceryLists.title')}
      description={t('pages.groceryLists.description')}
    />
  );
}

export function ProfileScreen() {
  const { t } = useTranslation();
  return (
    <ScreenIntro icon={UserRoundIcon} title={t('pages.profile.title')} description={t('pages.profile.description')} />
  );
}

export function AdminScreen() {
  const { t } = useTranslation();
  return <ScreenIntro icon={ShieldIcon} title={t('pages.admin.title')} description={t('pages.admin.description')} />;
}

export function AuthScreen() {
  const { t } = useTranslation();
  return <PublicIntro icon={KeyRoundIcon} title={t('pages.auth.title')} description={t('pages.auth.description')} />;
}

export function AdminLoginScreen() {
  const { t } = useTranslation();
  return (
    <PublicIntro
      icon={ShieldCheckIcon}
      title={t('pages.adminLogin.title')}
      description={t('pages.adminLogin.description')}
    />
  );
}

/** No list can be shared yet, so every share link is, truthfully, one that does not exist. */
export function SharedListScreen() {
  return <NotFoundPage />;
}
