import type { ReactNode } from 'react';

/** The card of the small account pages (confirm the address, forgot password, new password). */
export function AccountCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 rounded-2xl border bg-card px-5 py-7 text-card-foreground shadow-sm sm:px-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">{icon}</span>
          <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        </div>
        {children}
      </div>
    </div>
  );
}
