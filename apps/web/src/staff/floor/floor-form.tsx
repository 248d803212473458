import type { ComponentProps, ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/class-names';

/** The server's sentence for a refused action (a seat just taken, a player seated elsewhere…). */
export function actionErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error, 403)) return 'Your role may not do this.';
  if (isApiError(error)) return `The server refused it (${error.status}).`;
  return 'Could not reach the club server. Check the connection and try again.';
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-base text-slate-50',
        'focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60',
        className,
      )}
      {...props}
    />
  );
}

interface FloorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  canSubmit?: boolean;
  variant?: 'primary' | 'destructive';
  onSubmit: () => void;
  children: ReactNode;
}

/** One dialog frame for every floor action: the fields, the server's refusal, and a confirm button. */
export function FloorDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  isPending,
  error,
  canSubmit = true,
  variant = 'primary',
  onSubmit,
  children,
}: FloorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {error ? (
            <Alert variant="destructive" title="Not done">
              {actionErrorText(error)}
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={variant} disabled={isPending || !canSubmit}>
              {isPending ? 'Working…' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
