import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/class-names';
import { dismissToast, type ToastVariant, useToasts } from './toast-store';

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-slate-700 bg-slate-900 text-slate-50',
  destructive: 'border-red-700 bg-red-950 text-red-50',
  success: 'border-emerald-600 bg-emerald-950 text-emerald-50',
  info: 'border-sky-700 bg-sky-950 text-sky-50',
};

/** Renders the store's toast; mounted once by the app shell. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="up">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-2xl shadow-black/50',
            'data-[state=open]:animate-toast-in data-[state=closed]:hidden',
            'data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=end]:hidden',
            VARIANTS[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-1 right-1 grid size-11 place-items-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 left-1/2 z-[100] flex w-full max-w-md -translate-x-1/2 flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
