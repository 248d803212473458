import type { ToastInput } from './toast-store';

// A toast the prerendered sign-in page (sign-in-page.ts, no React) shows just before it opens the
// app's next screen: kept for this tab, and shown again by the app when it starts (main.tsx), as
// the app's own sign-in keeps its toast on screen across the move (decision 040).

const KEY = 'club.carried-toast';

export function carryToast(input: ToastInput) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage blocked: the next screen simply opens without it.
  }
}

/** The carried toast, forgotten as it is taken. */
export function takeCarriedToast(): ToastInput | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string'
      ? (value as ToastInput)
      : null;
  } catch {
    return null;
  }
}
