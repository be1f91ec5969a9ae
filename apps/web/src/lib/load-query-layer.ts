/** Loads lib/query-layer.tsx; one function for the life of the page, as useDeferredModule needs. */
export const loadQueryLayer = () => import('./query-layer.tsx');
