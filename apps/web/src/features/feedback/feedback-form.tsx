import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES, feedbackRequestSchema } from '@club/shared/feedback';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useSendFeedback } from './feedback-queries';

/** The feedback message box: checked with the server's own rule, then sent; the server's error if it refuses. */
export function FeedbackForm({ playerId }: { playerId: number }) {
  const send = useSendFeedback();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackRequestSchema.safeParse({ playerId, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FEEDBACK_MESSAGES.emptyMessage);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        toast({ title: FEEDBACK_MESSAGES.sent, description: FEEDBACK_MESSAGES.sentDescription, variant: 'success' });
      },
      onError: (failure) =>
        toast({
          title: FEEDBACK_MESSAGES.errorTitle,
          description: (isApiError(failure) && failure.serverMessage) || FEEDBACK_MESSAGES.failed,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card aria-labelledby="send-feedback-heading">
      <CardHeader className="pb-3">
        <h3 id="send-feedback-heading" className="text-base font-bold text-white">
          Send Feedback
        </h3>
        <CardDescription>
          Tell us what went well and what we can do better. The club team reads every note.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <FormField label="Your feedback" message={error} tone={error ? 'error' : 'hint'}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={FEEDBACK_MAX_LENGTH}
                placeholder="Share your thoughts about the club, the staff or the games..."
                value={message}
                onChange={(event) => {
                  setMessage(event.target.value);
                  if (error) setError(undefined);
                }}
                className="w-full resize-y rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2.5 text-base text-slate-50 placeholder:text-slate-400 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60 aria-invalid:border-red-400"
              />
            )}
          </FormField>
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-slate-400 tabular-nums">
              {message.length}/{FEEDBACK_MAX_LENGTH}
            </span>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Feedback'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
