import { TriangleAlertIcon } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Button } from '../components/ui/button.tsx';

function CrashScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-destructive dark:text-red-300">
        <TriangleAlertIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t('errorBoundary.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('errorBoundary.description')}</p>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
    </main>
  );
}

/** Last line of defence: a rendering error shows a translated message with a way out, not a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled rendering error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
