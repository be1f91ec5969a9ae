/**
 * Route-level code splitting: a screen's code is downloaded when the screen is first opened, so the front page
 * loads only what it shows. While the chunk arrives the page area shows a spinner that screen readers announce
 * ("Loading…"); the layout around it stays.
 */
import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { loadQueryLayer } from '../lib/load-query-layer.ts';

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
  /**
   * Opened at one of those addresses, the app's first render waits for this code (the signed-in layout and its
   * guard: their spinner would only stand in for them for a moment, and a nested wait is revealed later).
   */
  beforeFirstRender?: boolean;
}

const screens: Array<{ path: RegExp; load: () => Promise<unknown>; beforeFirstRender: boolean }> = [];

/** Starts fetching the code of the screen shown at `pathname`, if it is one of the lazy screens with a path. */
export function preloadScreenFor(pathname: string): void {
  for (const screen of screens) if (screen.path.test(pathname)) void screen.load().catch(() => undefined);
}

/** Settles once the code of the screens at `pathname` marked `beforeFirstRender` is there (or failed to come). */
export function screensBeforeFirstRender(pathname: string): Promise<unknown> {
  const early = screens.filter((screen) => screen.beforeFirstRender && screen.path.test(pathname));
  return Promise.all(early.map((screen) => screen.load().catch(() => undefined)));
}

/** A promise that says whether it has settled, as React's `use` reads it: one already there does not suspend. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = promise as Tracked<T>;
  result.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

/**
 * A component loaded on first render from the module `load` imports, by its export `name`. It sits below the
 * app's query client (lib/query-layer.tsx), whose code comes with the first screen. A screen whose code is already
 * there (fetched at start, or shown before) renders at once, without the spinner.
 *
 * @example const AuthPage = lazyPage(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage');
 */
export function lazyPage<Module extends Record<Name, ComponentType<never>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  { fallback = <PageSpinner />, path, beforeFirstRender = false }: LazyPageOptions = {},
): Module[Name] {
  let loading: Tracked<ComponentType<object>> | undefined;
  // The props are typed by the returned component (the export's own type); inside, any props pass through.
  const loadOnce = () =>
    (loading ??= tracked(
      Promise.all([loadOrReload(load), loadOrReload(loadQueryLayer)]).then(([module, { QueryLayer }]) => {
        const Screen = module[name] as unknown as ComponentType<object>;
        return function WithQueries(props: object) {
          return (
            <QueryLayer>
              <Screen {...props} />
            </QueryLayer>
          );
        };
      }),
    ));
  if (path) screens.push({ path, load: loadOnce, beforeFirstRender });
  function Loaded(props: object) {
    const Screen = use(loadOnce() as Promise<ComponentType<object>>);
    return <Screen {...props} />;
  }
  function LazyPage(props: object) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage as unknown as Module[Name];
}
