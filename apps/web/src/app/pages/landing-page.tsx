import {
  AppleIcon,
  CarrotIcon,
  EggIcon,
  FishIcon,
  type LucideIcon,
  MilkIcon,
  SaladIcon,
  ShoppingBasketIcon,
  SproutIcon,
  UsersRoundIcon,
  WheatIcon,
} from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * The signed-out front page: slogan, pitch and the ways in (sign in, register, Google when the server
 * offers it); signed-in visitors are sent on to /dashboard by the router.
 */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();

  const features: Array<{ icon: LucideIcon; title: string; text: string }> = [
    { icon: SaladIcon, title: t('landing.features.plans.title'), text: t('landing.features.plans.text') },
    { icon: ShoppingBasketIcon, title: t('landing.features.list.title'), text: t('landing.features.list.text') },
    { icon: UsersRoundIcon, title: t('landing.features.share.title'), text: t('landing.features.share.text') },
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 sm:px-6">
      <section className="grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-20">
        <div className="flex flex-col gap-6">
          <h1 className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl">
            {t('landing.slogan')}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">{t('landing.pitch')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/auth">{t('landing.signIn')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/auth?mode=register">{t('landing.register')}</Link>
            </Button>
          </div>
          {/* Only when the server offers Google sign-in. */}
          <GoogleSignInButton className="sm:w-auto sm:self-start" />
        </div>
        <FoodMosaic />
      </section>

      <section aria-labelledby="landing-features" className="pb-12 sm:pb-16">
        <h2 id="landing-features" className="sr-only">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const TILES: Array<{ icon: LucideIcon; tone: string }> = [
  { icon: CarrotIcon, tone: 'bg-orange-100 text-orange-700 dark:bg-orange-400/12 dark:text-orange-300' },
  { icon: SproutIcon, tone: 'bg-green-100 text-green-700 dark:bg-green-400/12 dark:text-green-300' },
  { icon: FishIcon, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-400/12 dark:text-sky-300' },
  { icon: WheatIcon, tone: 'bg-amber-100 text-amber-700 dark:bg-amber-400/12 dark:text-amber-300' },
  { icon: SaladIcon, tone: 'bg-lime-100 text-lime-700 dark:bg-lime-400/12 dark:text-lime-300' },
  { icon: EggIcon, tone: 'bg-yellow-100 text-yellow-700 dark:bg-yellow-400/12 dark:text-yellow-300' },
  { icon: AppleIcon, tone: 'bg-rose-100 text-rose-700 dark:bg-rose-400/12 dark:text-rose-300' },
  { icon: MilkIcon, tone: 'bg-slate-100 text-slate-700 dark:bg-slate-400/12 dark:text-slate-300' },
  { icon: ShoppingBasketIcon, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/12 dark:text-emerald-300' },
];

/** A decorative grid of ingredients; carries no information, so it is hidden from assistive technology. */
function FoodMosaic() {
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-sm sm:block lg:max-w-md">
      <div className="grid grid-cols-3 gap-3 rounded-3xl border bg-card p-4 shadow-sm sm:gap-4 sm:p-5">
        {TILES.map(({ icon: Icon, tone }, index) => (
          <div key={index} className={`flex aspect-square items-center justify-center rounded-2xl ${tone}`}>
            <Icon className="size-1/3" strokeWidth={1.6} />
          </div>
        ))}
      </div>
    </div>
  );
}
