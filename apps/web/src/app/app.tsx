import { Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { useToast } from '../components/ui/use-toast.ts';
import { preloadModule, useModuleOnRequest } from '../lib/use-deferred-module.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './router.tsx';

const loadToaster = () => import('../components/ui/toaster.tsx');

/** F8 was pressed: the toasts' region is wanted even if no toast was raised. */
let toasterAsked = false;
let requestToaster: () => void = () => undefined;

/** F8 pressed before the toasts are there (even before the first render) still reaches their region, once it is. */
function focusToastsOnF8(event: KeyboardEvent): void {
  if (event.key !== 'F8') return;
  window.removeEventListener('keydown', focusToastsOnF8);
  toasterAsked = true;
  requestToaster();
  void preloadModule(loadToaster).then(() => {
    const focusViewport = (tries: number) => {
      const viewport = document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
      if (viewport) viewport.focus();
      else if (tries > 0) setTimeout(() => focusViewport(tries - 1), 50);
    };
    focusViewport(100);
  });
}
// Not while pages are rendered at build time. Once the toasts are there, Radix's own F8 takes over (App).
if (typeof window !== 'undefined') window.addEventListener('keydown', focusToastsOnF8);

/**
 * The whole app. `ssrPath` and `ssrSearch` are the address when a page is rendered at build time
 * (entry-server.tsx); in the browser they are left out and the router reads the address bar. The tree is the same
 * either way, so the browser can take over (hydrate) the page the server sent.
 *
 * TanStack Query is not part of it: the screens and the parts that ask the server bring it along
 * (lib/query-layer.tsx). The toasts (Radix) arrive with the first toast or the first F8; a toast is kept by
 * their store (use-toast.ts) meanwhile and shown once they are there.
 */
export function App({ ssrPath, ssrSearch }: { ssrPath?: string; ssrSearch?: string }) {
  return (
    <ErrorBoundary>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        {/* Waits for the texts of the language in use if they are not there yet (lib/texts.ts). */}
        <Suspense fallback={null}>
          <AppRouter />
          <ToasterWhenNeeded />
        </Suspense>
      </Router>
    </ErrorBoundary>
  );
}

/** The toasts' region, from the first toast raised or the first F8 on (its own component: a toast re-renders only it). */
function ToasterWhenNeeded() {
  const [toasts, request] = useModuleOnRequest(loadToaster);
  const { toasts: raised } = useToast();
  useEffect(() => {
    requestToaster = request;
    // F8 pressed before this was there (before the first render).
    if (toasterAsked) request();
    return () => {
      requestToaster = () => undefined;
    };
  }, [request]);
  useEffect(() => {
    if (raised.length > 0) request();
  }, [raised.length, request]);
  useEffect(() => {
    if (toasts) window.removeEventListener('keydown', focusToastsOnF8);
  }, [toasts]);
  return toasts ? <toasts.Toaster /> : null;
}
