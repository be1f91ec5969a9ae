import { useTranslation } from '../../lib/use-translation.ts';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  useToast,
} from './use-toast.ts';

/** Renders the toast store; mounted once at the root of the app. F8 moves focus to the toasts. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('a11y.notification')}
    >
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText ?? action.label} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={t('a11y.notifications')} />
    </ToastProvider>
  );
}
