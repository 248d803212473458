import { type ReactNode, useId } from 'react';
import { cn } from '../lib/class-names';
import { Label } from './ui/label';

type FieldMessageTone = 'error' | 'pending' | 'hint';

interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FormFieldProps {
  label: string;
  message?: string;
  tone?: FieldMessageTone;
  /** Receives the ids that tie the control to its label and message. */
  children: (control: ControlProps) => ReactNode;
}

const TONES: Record<FieldMessageTone, string> = {
  error: 'text-red-300',
  pending: 'text-slate-300',
  hint: 'text-slate-400',
};

export function FormField({ label, message, tone = 'hint', children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': message ? messageId : undefined,
        'aria-invalid': tone === 'error' && message ? true : undefined,
      })}
      {message ? (
        <p id={messageId} aria-live="polite" className={cn('text-xs', TONES[tone])}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
