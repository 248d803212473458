import { KYC_MESSAGES, type KycDocument } from '@club/shared/kyc';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useRequestDocumentChange } from './kyc-queries';

const REASON_MAX_LENGTH = 500;

/**
 * 'Request Change' on an approved document (issue 14 item 15): the player tells the club why it should
 * change; staff reopen it for a new copy or keep it, and the row shows the answer.
 */
export function RequestChange({
  playerId,
  label,
  document,
}: {
  playerId: number;
  label: string;
  document: KycDocument;
}) {
  const request = useRequestDocumentChange(playerId);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const change = document.changeRequest;

  if (change?.status === 'pending') {
    return (
      <p className="rounded-lg bg-amber-950/50 px-3 py-2 text-sm text-amber-100">
        {KYC_MESSAGES.changeRequestPending} <span className="text-amber-200/90">Your reason: {change.reason}</span>
      </p>
    );
  }

  const open = (next: boolean) => {
    request.reset();
    if (next) setReason('');
    setIsOpen(next);
  };

  return (
    <>
      {change?.status === 'rejected' && change.note ? (
        <p className="w-full rounded-lg bg-slate-800/80 px-3 py-2 text-sm text-slate-100">
          The club kept this document: {change.note}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => open(true)}>
        Request Change<span className="sr-only"> to {label}</span>
      </Button>
      <Dialog open={isOpen} onOpenChange={open}>
        <DialogContent className="max-w-sm">
          <DialogTitle>Request a change to your {label}</DialogTitle>
          <DialogDescription>
            This document is approved. Tell the club why it should change: staff reopen it so you can upload a new copy.
          </DialogDescription>
          <form
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) return;
              request.mutate(
                { documentId: document.id, reason: reason.trim() },
                {
                  onSuccess: ({ message }) => {
                    toast({ title: 'Change Requested', description: message, variant: 'success' });
                    setIsOpen(false);
                  },
                },
              );
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>Reason</Label>
              <textarea
                id={reasonId}
                value={reason}
                required
                rows={3}
                maxLength={REASON_MAX_LENGTH}
                onChange={(event) => setReason(event.target.value)}
                placeholder="e.g. I renewed my passport"
                className="w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-base text-slate-50 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-emerald-400"
              />
            </div>
            {request.isError ? (
              <Alert variant="destructive" title="Not sent">
                {(isApiError(request.error) && request.error.serverMessage) || 'Please try again.'}
              </Alert>
            ) : null}
            <Button type="submit" disabled={request.isPending || !reason.trim()}>
              {request.isPending ? 'Sending...' : 'Send request'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
