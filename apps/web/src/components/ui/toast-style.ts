import type { ToastVariant } from './toast-store';

// The toast's look, shared by the app's Radix toast (toast.tsx) and the prerendered sign-in page's
// own script (sign-in-page.ts), which shows the same toasts without React (decision 040).

export const TOAST_VARIANTS: Record<ToastVariant, string> = {
  default: 'border-slate-700 bg-slate-900 text-slate-50',
  destructive: 'border-red-700 bg-red-950 text-red-50',
  success: 'border-emerald-600 bg-emerald-950 text-emerald-50',
  info: 'border-sky-700 bg-sky-950 text-sky-50',
};
export const TOAST_ROOT =
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-2xl shadow-black/50';
export const TOAST_TITLE = 'text-sm font-semibold';
export const TOAST_DESCRIPTION = 'text-sm opacity-90';
export const TOAST_CLOSE =
  'absolute top-1 right-1 grid size-11 place-items-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current';
/** Set on the document while something floats at the bottom of the screen (the Live Session button). */
export const FLOATING_CLEARANCE_VAR = '--floating-clearance';
/**
 * At the foot of the screen, above anything floating there: at the top a toast covered the screen's
 * heading and the header's Sign Out (issue 27, item 25).
 */
export const TOAST_VIEWPORT =
  'fixed bottom-0 left-1/2 z-[100] flex w-full max-w-md -translate-x-1/2 flex-col gap-2 p-4 pb-[calc(1rem+var(--floating-clearance,0px))] outline-none';
