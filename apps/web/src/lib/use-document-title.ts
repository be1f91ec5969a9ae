import { useEffect } from 'react';

const APP_TITLE = 'MealPlanr';

/** Sets the tab title to "<page> · MealPlanr" (just "MealPlanr" without a page title) while mounted. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${APP_TITLE}` : APP_TITLE;
  }, [pageTitle]);
}
