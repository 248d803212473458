import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays open, in ms; Radix's 5 s when absent. */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

// accounts-kyc.md section 9: one toast at a time, and a dismissed toast stays in the store for
// 1,000,000 ms (it is closed on screen at once; the entry lingers, as in the earlier app).
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

const NO_TOASTS: ToastEntry[] = [];
let toasts: ToastEntry[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((entry) => entry.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number) {
  for (const entry of toasts) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  publish(toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // The prerendered sign-in screen (prerender.tsx) shows no toast.
    () => NO_TOASTS,
  );
}
