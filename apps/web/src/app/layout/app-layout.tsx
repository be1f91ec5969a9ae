import type { ReactNode } from 'react';
import { VerifyEmailNotice } from '../../features/auth/components/verify-email-notice.tsx';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { SideNav } from './side-nav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Layout of the signed-in screens: sticky header, side navigation on lg+, bottom bar below lg. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <AppHeader />
      <SideNav />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // Bottom padding keeps the last content clear of the bottom bar (and the phone's home indicator).
        className="pb-[calc(5rem+env(safe-area-inset-bottom))] outline-none lg:pb-10 lg:pl-60 print:p-0"
      >
        <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
          {/* A printed page (a recipe card) is the content alone. */}
          <div className="print:hidden">
            <VerifyEmailNotice />
          </div>
          {children}
        </div>
      </main>
      <BottomNav />
    </div>
  );
}
