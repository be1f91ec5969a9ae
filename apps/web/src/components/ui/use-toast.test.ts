import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_REMOVE_DELAY_MS,
  type ToastItem,
  dismissToast,
  getToasts,
  toast,
  toastReducer,
} from './use-toast.ts';

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, title: id, ...extra });

describe('toastReducer', () => {
  it('keeps only the newest toast (one at a time)', () => {
    const state = toastReducer([item('1')], { type: 'add', toast: item('2') });
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast in place', () => {
    const state = toastReducer([item('1')], { type: 'update', toast: { id: '1', title: 'Saved' } });
    expect(state[0]).toMatchObject({ id: '1', title: 'Saved', open: true });
  });

  it('closes one toast, or all when no id is given', () => {
    expect(toastReducer([item('1')], { type: 'dismiss', id: '1' })[0]?.open).toBe(false);
    expect(toastReducer([item('1')], { type: 'dismiss', id: 'other' })[0]?.open).toBe(true);
    expect(toastReducer([item('1')], { type: 'dismiss' })[0]?.open).toBe(false);
  });

  it('removes one toast, or all when no id is given', () => {
    expect(toastReducer([item('1')], { type: 'remove', id: '1' })).toEqual([]);
    expect(toastReducer([item('1')], { type: 'remove' })).toEqual([]);
  });
});

describe('toast()', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces the toast on screen and defaults to the default variant', () => {
    toast({ title: 'Meal plan saved' });
    const second = toast({ title: 'Error saving meal plan', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'Error saving meal plan', variant: 'destructive' });
    const third = toast({ title: 'Preferences saved' });
    expect(getToasts()[0]).toMatchObject({ id: third.id, variant: 'default', open: true });
  });

  it('keeps a dismissed toast closed for 1,000,000 ms, then removes it', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Logged out', description: 'You have been signed out' });
    shown.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('lets the caller update the text and attach an action', () => {
    const onClick = vi.fn();
    const shown = toast({ title: 'Creating grocery list…' });
    shown.update({ title: 'Grocery list created', action: { label: 'Open', onClick } });
    expect(getToasts()[0]).toMatchObject({ title: 'Grocery list created', action: { label: 'Open' } });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
