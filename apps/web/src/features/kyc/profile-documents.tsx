import { isValidPan, KYC_MESSAGES, normalizePan, PAN_LENGTH } from '@club/shared/kyc';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useCurrentUser } from '../accounts/current-user-query';
import { DocumentRow } from './document-row';
import { useDocuments, useSavePan } from './kyc-queries';
import { toastKycFailure } from './kyc-toasts';

const PROFILE_DOCUMENTS = [
  { type: 'government_id', label: 'ID document', hint: 'Aadhaar, passport, driving licence or voter ID' },
  { type: 'address_proof', label: 'Address proof', hint: 'A utility bill or bank statement' },
  { type: 'profile_photo', label: 'Photo', hint: 'A clear photo of your face' },
  { type: 'pan_card', label: 'PAN document', hint: 'A photo or scan of your PAN card' },
] as const;

/**
 * The profile tab's documents part (dashboard.md section 2): the KYC documents, the PAN card number
 * and the PAN document. Documents open in a new tab; approved ones offer Request Change only.
 */
export function ProfileDocuments() {
  const player = useCurrentUser().data?.player;
  if (!player) return null;
  return (
    <div className="grid gap-4">
      <PanCardSection playerId={player.id} savedPan={player.panCard} />
      <DocumentsSection playerId={player.id} />
    </div>
  );
}

function DocumentsSection({ playerId }: { playerId: number }) {
  const documents = useDocuments(playerId);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">KYC documents</h2>
        <CardDescription>JPG, PNG or PDF, up to 5 MB each.</CardDescription>
      </CardHeader>
      <CardContent>
        {documents.data ? (
          <ul className="grid gap-3">
            {PROFILE_DOCUMENTS.map((entry) => (
              <DocumentRow
                key={entry.type}
                playerId={playerId}
                label={entry.label}
                hint={entry.hint}
                uploadType={entry.type}
                document={documents.data.find((d) => d.documentType === entry.type)}
              />
            ))}
          </ul>
        ) : documents.isError ? (
          <p className="text-sm text-red-300">Your documents could not be loaded.</p>
        ) : (
          <Spinner label="Loading your documents..." className="size-5" />
        )}
      </CardContent>
    </Card>
  );
}

function PanCardSection({ playerId, savedPan }: { playerId: number; savedPan: string | null }) {
  const id = useId();
  const [value, setValue] = useState(savedPan ?? '');
  const save = useSavePan(playerId);
  const pan = normalizePan(value);
  const isFormatWrong = pan.length > 0 && !isValidPan(pan);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pan) {
      toast({ ...KYC_MESSAGES.panEmpty, variant: 'destructive' });
      return;
    }
    save.mutate(pan, {
      onSuccess: ({ panCardNumber, pendingReview, message }) => {
        setValue(pendingReview ? pan : panCardNumber);
        toast({
          title: 'PAN Card Updated',
          description: pendingReview && message ? message : `Your PAN card number is ${panCardNumber}.`,
          variant: 'success',
        });
      },
      onError: (error) => toastKycFailure(error, 'PAN Card Update Failed', 'Could not update your PAN card number.'),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">PAN card</h2>
        <CardDescription>{savedPan ? `On file: ${savedPan}` : 'No PAN card number on file yet.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-2" onSubmit={submit} noValidate>
          <Label htmlFor={id}>PAN card number</Label>
          <div className="flex gap-2">
            <Input
              id={id}
              value={value}
              onChange={(event) => setValue(normalizePan(event.target.value).slice(0, PAN_LENGTH))}
              maxLength={PAN_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="ABCPE1234F"
              aria-invalid={isFormatWrong || undefined}
              aria-describedby={isFormatWrong ? `${id}-error` : undefined}
              className="font-mono tracking-[0.2em] uppercase"
            />
            <Button type="submit" disabled={isFormatWrong || save.isPending || (pan !== '' && pan === savedPan)}>
              {save.isPending ? 'Updating...' : 'Update'}
            </Button>
          </div>
          {isFormatWrong ? (
            <p id={`${id}-error`} role="alert" className="text-xs text-red-300">
              {KYC_MESSAGES.profilePanInvalid}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
