/**
 * Code that the first render can do without (a menu, a tooltip, the toasts, asking the server): `useDeferredModule(load)` is
 * undefined on the first render and starts `load` once it has been painted; the module then renders in place of
 * the stand-in. A module loaded once is there at once for every later render, so it loads a single time.
 *
 * @example
 * const loadMenu = () => import('./language-menu.tsx');
 * const menu = useDeferredModule(loadMenu); // menu?.LanguageMenu
 */
import { useEffect, useState } from 'react';

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
