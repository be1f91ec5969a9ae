/**
 * The toast store: at most one toast at a time, each shown for 5 s; a dismissed toast stays
 * in the store for 1,000,000 ms (so its exit animation and focus return finish undisturbed) before it is
 * removed. `toast()` works from anywhere (hooks, query callbacks, plain modules); <Toaster /> renders it.
 */
import { type ReactNode, useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
  /** How to do the same without the toast, for screen-reader users (Radix announces it). Defaults to label. */
  altText?: string;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export type ToastEvent =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transition; `id` left out of dismiss/remove means every toast. */
export function toastReducer(state: readonly ToastItem[], event: ToastEvent): ToastItem[] {
  switch (event.type) {
    case 'add':
      return [event.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((item) => (item.id === event.toast.id ? { ...item, ...event.toast } : item));
    case 'dismiss':
      return state.map((item) => (event.id === undefined || item.id === event.id ? { ...item, open: false } : item));
    case 'remove':
      return event.id === undefined ? [] : state.filter((item) => item.id !== event.id);
  }
}

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(event: ToastEvent): void {
  toasts = toastReducer(toasts, event);
  if (event.type === 'dismiss') {
    for (const item of toasts) if (!item.open) scheduleRemoval(item.id);
  }
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/** Shows a toast, replacing the one on screen (limit 1). */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { variant: 'default', ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): { toasts: readonly ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
