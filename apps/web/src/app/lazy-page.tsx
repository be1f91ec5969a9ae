/**
 * Route-level code splitting: a screen's code is downloaded when the screen is first opened, so the front page
 * loads only what it shows. While the chunk arrives the page area shows a spinner that screen readers announce
 * ("Loading…"); the layout around it stays.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';

const RELOADED_KEY = 'mealplanr-reloaded-for-chunk';

/**
 * A screen's code can be gone from the server when a new version was installed while this page was open (file
 * names change with their content). Loading the page again brings the new version's files; once only, so a
 * network that is simply down ends at the error screen instead of reloading forever.
 */
async function loadOrReload<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    const module = await load();
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(RELOADED_KEY); // not at build time
    return module;
  } catch (error) {
    if (typeof window !== 'undefined' && navigator.onLine && sessionStorage.getItem(RELOADED_KEY) === null) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return new Promise<Module>(() => {}); // the page is going away
    }
    throw error;
  }
}

interface LazyPageOptions {
  /** Shown while the chunk loads; a part of the page that is not a screen of its own may show nothing. */
  fallback?: ReactNode;
  /**
   * The addresses the screen is shown at. Opened at one of them, its code is fetched at start, beside "who is
   * signed in?", instead of after the answer (protected screens render only once the user is known).
   */
  path?: RegExp;
}

const screens: Array<{ path: RegExp; load: () => Promise<unknown> }> = [];

/** Starts fetching the code of the screen shown at `pathname`, if it is one of the lazy screens with a path. */
export function preloadScreenFor(pathname: string): void {
  for (const screen of screens) if (screen.path.test(pathname)) void screen.load().catch(() => undefined);
}

/**
 * A component loaded on first render from the module `load` imports, by its export `name`.
 *
 * @example const AuthPage = lazyPage(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage');
 */
export function lazyPage<Module extends Record<Name, ComponentType<never>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  { fallback = <PageSpinner />, path }: LazyPageOptions = {},
): Module[Name] {
  let loading: Promise<Module> | undefined;
  const loadOnce = () => (loading ??= loadOrReload(load));
  if (path) screens.push({ path, load: loadOnce });
  // The props are typed by the returned component (the export's own type); inside, any props pass through.
  const Lazy = lazy(async () => ({ default: (await loadOnce())[name] as unknown as ComponentType<object> }));
  function LazyPage(props: object) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage as unknown as Module[Name];
}
