import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Logo } from './logo.tsx';
import { PreferenceControls } from './preference-controls.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Plain layout of the public pages (landing, auth, admin sign-in, shared lists, not found). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo href="/" />
        <PreferenceControls />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <footer className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
        {t('layout.footer')}
      </footer>
    </div>
  );
}
