import { Logo } from './logo.tsx';
import { PreferenceControls } from './preference-controls.tsx';
import { UserMenuSlot } from './user-menu-slot.tsx';

/** Sticky header of the signed-in layout: logo and title, user menu, language and theme. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 h-14 border-b print:hidden bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-full items-center justify-between gap-3 px-4 sm:px-6">
        <Logo href="/dashboard" />
        <div className="flex items-center gap-1">
          <UserMenuSlot />
          <PreferenceControls />
        </div>
      </div>
    </header>
  );
}
