import { useTranslation } from '../../lib/use-translation.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the header and navigation to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus without putting "#main-content" into the address (the router owns the URL).
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:px-4 focus:py-2"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
