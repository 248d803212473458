import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/class-names';
import { dismissToast, useToasts } from './toast-store';
import { TOAST_CLOSE, TOAST_DESCRIPTION, TOAST_ROOT, TOAST_TITLE, TOAST_VARIANTS, TOAST_VIEWPORT } from './toast-style';

/** Renders the store's toast; mounted once by the app shell. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="down">
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
            TOAST_ROOT,
            'data-[state=open]:animate-toast-in data-[state=closed]:hidden',
            'data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=end]:hidden',
            TOAST_VARIANTS[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className={TOAST_TITLE}>{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className={TOAST_DESCRIPTION}>{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label="Close notification" className={TOAST_CLOSE}>
            <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT} />
    </ToastPrimitive.Provider>
  );
}
