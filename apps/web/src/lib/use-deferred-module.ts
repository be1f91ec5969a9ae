/**
 * Code that the first render can do without (a menu, a tooltip, the toasts, asking the server): `useDeferredModule(load)` is
 * undefined on the first render and starts `load` once it has been painted; the module then renders in place of
 * the stand-in. A module loaded once is there at once for every later render, so it loads a single time.
 *
 * @example
 * const loadMenu = () => import('./language-menu.tsx');
 * const menu = useDeferredModule(loadMenu); // menu?.LanguageMenu
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();
const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** Starts loading now (e.g. on a first hover); the promise settles once the module is there. */
export function preloadModule<Module>(load: () => Promise<Module>): Promise<Module> {
  let pending = loading.get(load) as Promise<Module> | undefined;
  if (!pending) {
    pending = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    // A failed load (offline before the worker had the file) may be tried again by a later render.
    pending.catch(() => loading.delete(load));
    loading.set(load, pending);
  }
  return pending;
}

/** `load` must be one function for the life of the page (declared at module level), not a new one per render. */
export function useDeferredModule<Module>(load: () => Promise<Module>): Module | undefined {
  const [module, setModule] = useState(() => loaded.get(load) as Module | undefined);
  useEffect(() => {
    if (module) return;
    let current = true;
    preloadModule(load).then(
      (value) => {
        if (current) setModule(value);
      },
      () => undefined, // the stand-in stays; a later render tries again
    );
    return () => {
      current = false;
    };
  }, [load, module]);
  return module;
}

/**
 * Code needed only once the person reaches for it (a menu, a tooltip): `[module, request]`, the module undefined
 * until `request()` is called (on a hover, a focus, a press), then rendered in place of the stand-in. Loading it
 * right after the first paint instead would only add work while the page is being taken over.
 */
export function useModuleOnRequest<Module>(load: () => Promise<Module>): [Module | undefined, () => void] {
  const [module, setModule] = useState(() => loaded.get(load) as Module | undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const request = useCallback(() => {
    preloadModule(load).then(
      (value) => {
        if (mounted.current) setModule(value);
      },
      () => undefined, // the stand-in stays; the next request tries again
    );
  }, [load]);
  return [module, request];
}
