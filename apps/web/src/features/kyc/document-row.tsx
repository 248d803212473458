import { ACCEPT_ATTRIBUTE, checkDocumentFile, type DocumentType, type KycDocument } from '@club/shared/kyc';
import { useRef } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { useUploadDocument } from './kyc-queries';
import { toastFileProblem, toastKycFailure } from './kyc-toasts';
import { openDocument } from './open-document';
import { RequestChange } from './request-change';

/** What a rejected (or reopened) document asks of the player (issue 14 item 18). */
export const replaceDocumentText = (label: string) => `Please replace your ${label}: upload a new copy.`;

/** The list holds stored documents only: no entry for a type means missing (the spec's "none means missing"). */
const STATUS_BADGES: Record<KycDocument['status'] | 'missing', { label: string; variant: BadgeVariant }> = {
  missing: { label: 'Not uploaded', variant: 'default' },
  pending: { label: 'Pending review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

interface DocumentRowProps {
  playerId: number;
  label: string;
  hint: string;
  document: KycDocument | undefined;
  /** The type the upload call names (the wizard sends the address proof as `utility_bill`). */
  uploadType: DocumentType | 'utility_bill';
  onUploaded?: (document: KycDocument) => void;
}

/** One document: its status, View, and Upload / Replace, or Request Change once approved. */
export function DocumentRow({ playerId, label, hint, document, uploadType, onUploaded }: DocumentRowProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(playerId);
  const status = document?.status ?? 'missing';
  const badge = STATUS_BADGES[status];

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // The spec's checks run before anything is sent; the server repeats them and reads the bytes.
    const problem = checkDocumentFile({ fileName: file.name, mimeType: file.type, fileSize: file.size });
    if (problem) return toastFileProblem(problem);
    upload.mutate(
      { file, documentType: uploadType },
      {
        onSuccess: ({ document: stored }) => {
          toast({ title: 'Document Uploaded', description: `${label} uploaded successfully.`, variant: 'success' });
          onUploaded?.(stored);
        },
        onError: (error) => toastKycFailure(error, 'Upload Failed', 'Failed to upload KYC document'),
      },
    );
  };

  return (
    <li
      className={cn(
        'grid gap-3 rounded-xl border bg-slate-950/40 p-4',
        status === 'rejected' ? 'border-red-800/70' : 'border-slate-800',
      )}
    >
      <div className="grid gap-0.5">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-white">{label}</p>
          <Badge variant={badge.variant} className="shrink-0">
            {badge.label}
          </Badge>
        </div>
        {document?.fileName ? (
          <p className="flex min-w-0 gap-1 text-xs text-slate-400">
            <span className="truncate">{document.fileName}</span>
            <span className="shrink-0">· {formatClubTime(document.createdAt, 'date')}</span>
          </p>
        ) : (
          <p className="text-xs text-slate-400">{hint}</p>
        )}
      </div>
      {status === 'rejected' ? (
        <p className="rounded-lg bg-red-950/60 px-3 py-2 text-sm text-red-100">
          {replaceDocumentText(label)}
          {document?.reviewNote ? ` Staff note: ${document.reviewNote}` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {document?.id ? (
          <Button variant="secondary" size="sm" onClick={() => void openDocument(document)}>
            View
          </Button>
        ) : null}
        {status === 'approved' && document ? (
          <RequestChange playerId={playerId} label={label} document={document} />
        ) : (
          <>
            <input
              ref={input}
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              aria-label={`Choose file for ${label}`}
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <Button
              size="sm"
              aria-label={`${document?.id ? 'Replace' : 'Upload'} ${label}`}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {upload.isPending ? <Spinner className="size-4 text-slate-950" /> : null}
              {upload.isPending ? 'Uploading...' : document?.id ? 'Replace' : 'Upload'}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
