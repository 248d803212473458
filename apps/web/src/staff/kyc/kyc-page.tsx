import {
  DOCUMENT_LABELS,
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_TYPES,
  type DocumentRejectionReason,
  type DocumentType,
  type KycDocument,
  type KycDuplicate,
  type KycDuplicateMatch,
  type KycPendingApproval,
  rejectionNote,
} from '@club/shared/kyc';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { actionErrorText, FloorDialog, Select } from '../floor/floor-form';
import { useNow } from '../floor/use-now';
import { ChangeRequests } from './change-requests';
import { DocumentChanges } from './document-changes';
import { DocumentViewer } from './document-viewer';
import {
  isWaitingForReview,
  type KycQueueEntry,
  useDecidePlayer,
  useKycQueue,
  useKycReview,
  useReviewDocument,
} from './kyc-queries';
import { useStaffMe } from '../staff-session';
import { waitedText } from './waited';

const fullName = (entry: Pick<KycQueueEntry, 'firstName' | 'lastName'>) =>
  `${entry.firstName} ${entry.lastName}`.trim();

/** /staff/kyc: the players waiting for review, oldest first, the one being reviewed, and the change requests. */
export function KycPage() {
  const queue = useKycQueue();
  const now = useNow(15_000);
  const [openId, setOpenId] = useState<number | null>(null);

  if (queue.isPending) return <Spinner label="Loading the KYC queue..." />;
  if (queue.isError && !queue.data) {
    return (
      <Alert variant="destructive" title="Could not load the KYC queue">
        {actionErrorText(queue.error)}
      </Alert>
    );
  }

  const waiting = (queue.data ?? []).filter(isWaitingForReview);
  const open = waiting.find((entry) => entry.playerId === openId) ?? null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-white">KYC</h1>
        <p className="text-sm text-slate-300">
          {waiting.length === 0
            ? 'No players waiting for review.'
            : `${waiting.length} ${waiting.length === 1 ? 'player' : 'players'} waiting for review, oldest first.`}
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="kyc-queue" className="rounded-2xl border border-slate-800 bg-slate-950/60 p-2">
          <h2 id="kyc-queue" className="px-1 pb-2 text-base font-bold text-white">
            Waiting for review
          </h2>
          {waiting.length === 0 ? (
            <p className="px-1 pb-2 text-sm text-slate-300">Players appear here as they submit.</p>
          ) : (
            <ul className="grid gap-1.5" aria-label="Players waiting for review">
              {waiting.map((entry) => (
                <li key={entry.playerId}>
                  <button
                    type="button"
                    onClick={() => setOpenId(entry.playerId)}
                    aria-current={entry.playerId === openId ? 'true' : undefined}
                    className={cn(
                      'grid min-h-11 w-full gap-0.5 rounded-lg border px-3 py-2 text-left',
                      'focus-visible:outline-2 focus-visible:outline-emerald-400',
                      entry.playerId === openId
                        ? 'border-emerald-400 bg-emerald-500/10'
                        : 'border-slate-800 bg-slate-900 hover:bg-slate-800',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-semibold text-white">
                        {fullName(entry)}
                        {entry.barred ? <span className="ml-2 text-xs font-bold text-red-300">Barred</span> : null}
                      </span>
                      <span className="shrink-0 rounded-md bg-amber-500/20 px-2 py-0.5 text-xs font-bold text-amber-100">
                        {isNewCopy(entry) ? 'New copy' : `Waiting ${waitedText(entry.submittedAt, now)}`}
                      </span>
                    </span>
                    <span className="truncate text-sm text-slate-300">
                      {entry.playerCode} · {entry.email}
                    </span>
                    {entry.pendingApproval ? (
                      <span className="text-sm font-semibold text-sky-200">
                        {approvalOneOfTwo(entry.pendingApproval)}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {open ? (
          <ReviewPanel key={open.playerId} entry={open} now={now} onDecided={() => setOpenId(null)} />
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-700 p-6 text-sm text-slate-300">
            {openId === null
              ? 'Open a player to see their details and documents.'
              : 'That player was decided (here or on another console).'}
          </p>
        )}
      </div>
      <DocumentChanges />
      <ChangeRequests />
    </div>
  );
}

const STATUS_BADGES: Record<KycDocument['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'To review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

const approvalOneOfTwo = (pending: KycPendingApproval) => `Approval 1 of 2 by ${pending.staffName}`;

/** An approved player with a new copy of a reopened document to review: no KYC decision to take. */
const isNewCopy = (entry: KycQueueEntry) => entry.kycStatus === 'approved' || entry.kycStatus === 'verified';

type PlayerDecision = 'approved' | 'incomplete' | 'rejected';
const DECISIONS: Record<
  PlayerDecision,
  { title: string; description: string; submit: string; noteLabel: string; needsNote: boolean }
> = {
  approved: {
    title: 'Approve KYC',
    description:
      'The player gets full access at once, unless the club requires a second reviewer: then this is approval 1 of 2 and a different reviewer confirms it. Approve the ID, address proof and photo first; a valid PAN must be on file.',
    submit: 'Approve KYC',
    noteLabel: 'Note (optional)',
    needsNote: false,
  },
  incomplete: {
    title: 'Ask to resubmit',
    description:
      'The player goes back to the upload step and sees this note. Tick the documents to reopen for a new copy (approved ones too); the documents you rejected are reopened already.',
    submit: 'Ask to resubmit',
    noteLabel: 'Note to the player',
    needsNote: true,
  },
  rejected: {
    title: 'Reject KYC',
    description: 'A final refusal. The player sees this note.',
    submit: 'Reject KYC',
    noteLabel: 'Note to the player',
    needsNote: true,
  },
};

/** Approval 2 of 2 (four-eyes): a different reviewer confirms the first approval. */
const confirmDecision = (pending: KycPendingApproval) => ({
  ...DECISIONS.approved,
  title: 'Confirm approval',
  description: `Approval 2 of 2: ${pending.staffName} approved first. The player gets full access and is told at once.`,
  submit: 'Confirm approval',
});

function ReviewPanel({ entry, now, onDecided }: { entry: KycQueueEntry; now: number; onDecided: () => void }) {
  const decide = useDecidePlayer();
  const me = useStaffMe().data;
  const pending = entry.pendingApproval;
  const isMyApproval = pending !== null && pending.staffId === me?.id;
  const [decision, setDecision] = useState<PlayerDecision | null>(null);
  const [note, setNote] = useState('');
  const [reopen, setReopen] = useState<DocumentType[]>([]);
  const rejected = entry.documents.filter((d) => d.status === 'rejected');
  const reopenable = DOCUMENT_TYPES.filter((type) =>
    entry.documents.some((d) => d.documentType === type && d.status !== 'rejected'),
  );

  const start = (next: PlayerDecision) => {
    decide.reset();
    setReopen([]);
    setNote(
      next === 'incomplete' && rejected.length > 0
        ? `Please send a new ${rejected.map((d) => d.formattedType).join(' and ')}.`
        : '',
    );
    setDecision(next);
  };
  const current = decision === 'approved' && pending ? confirmDecision(pending) : decision ? DECISIONS[decision] : null;

  return (
    <section
      aria-labelledby="kyc-review"
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="kyc-review" className="text-lg font-bold text-white">
            {fullName(entry)} {entry.barred ? <Badge variant="destructive">Barred</Badge> : null}
          </h2>
          <p className="text-sm text-slate-300">
            {isNewCopy(entry)
              ? 'KYC approved · a new copy of a reopened document to review below'
              : `Submitted ${entry.submittedAt ? formatClubTime(entry.submittedAt, 'dayTime') : '—'} · waiting ${waitedText(entry.submittedAt, now)}`}
          </p>
        </div>
        <div className={cn('flex flex-wrap gap-2', isNewCopy(entry) && 'hidden')}>
          <Button onClick={() => start('approved')} disabled={isMyApproval}>
            {pending ? 'Confirm approval' : 'Approve KYC'}
          </Button>
          <Button variant="secondary" onClick={() => start('incomplete')}>
            Ask to resubmit
          </Button>
          <Button variant="destructive" onClick={() => start('rejected')}>
            Reject KYC
          </Button>
        </div>
      </div>
      {pending ? (
        <Alert variant="info" title={approvalOneOfTwo(pending)}>
          Given {formatClubTime(pending.approvedAt, 'dayTime')}.{' '}
          {isMyApproval
            ? 'A different reviewer confirms it: the player is approved at the second approval.'
            : 'Check the documents, then confirm it: the player is approved and told at once.'}
        </Alert>
      ) : null}
      <Duplicates playerId={entry.playerId} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
        <Detail term="PAN" value={entry.panCardNumber ?? 'Not given'} mono />
        <Detail term="Player code" value={entry.playerCode} />
        <Detail term="Phone" value={entry.phone || '—'} />
        <Detail term="Email" value={entry.email} />
        <Detail term="Nickname" value={entry.nickname || '—'} />
      </dl>
      {entry.documents.length === 0 ? (
        <p className="text-sm text-slate-300">No documents on file.</p>
      ) : (
        <ul aria-label="Documents" className="grid gap-3 xl:grid-cols-2">
          {entry.documents.map((document) => (
            <li key={document.id} className="min-w-0">
              <DocumentCard document={document} />
            </li>
          ))}
        </ul>
      )}
      <FloorDialog
        open={current !== null}
        onOpenChange={(isOpen) => !isOpen && setDecision(null)}
        title={current ? `${current.title}: ${fullName(entry)}` : ''}
        description={current?.description ?? ''}
        submitLabel={current?.submit ?? ''}
        variant={decision === 'rejected' ? 'destructive' : 'primary'}
        isPending={decide.isPending}
        error={decide.error}
        canSubmit={!current?.needsNote || note.trim().length > 0}
        onSubmit={() => {
          if (!decision || !current) return;
          decide.mutate(
            {
              playerId: entry.playerId,
              status: decision,
              note: note.trim() || null,
              documents: decision === 'incomplete' && reopen.length > 0 ? reopen : undefined,
              confirm: decision === 'approved' && pending ? true : undefined,
            },
            {
              onSuccess: (result) => {
                setDecision(null);
                if (result.pendingApproval) {
                  toast({
                    title: 'Approval 1 of 2 recorded',
                    description: `${fullName(entry)}: a different reviewer confirms it.`,
                    variant: 'success',
                  });
                  return;
                }
                toast({ title: current.title, description: fullName(entry), variant: 'success' });
                onDecided();
              },
            },
          );
        }}
      >
        <FormField label={current?.noteLabel ?? 'Note'}>
          {(control) => (
            <Input
              {...control}
              maxLength={1000}
              value={note}
              required={current?.needsNote}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        {decision === 'incomplete' && reopenable.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-200">Reopen for a new copy</legend>
            {reopenable.map((type) => (
              <div key={type} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={`reopen-${type}`}
                  checked={reopen.includes(type)}
                  onCheckedChange={(checked) =>
                    setReopen((list) => (checked === true ? [...list, type] : list.filter((t) => t !== type)))
                  }
                />
                <Label htmlFor={`reopen-${type}`}>{DOCUMENT_LABELS[type]}</Label>
              </div>
            ))}
          </fieldset>
        ) : null}
      </FloorDialog>
    </section>
  );
}

const MATCH_LABELS: Record<KycDuplicateMatch, string> = {
  pan: 'same PAN',
  phone: 'same phone',
  email: 'same e-mail',
  requestedPan: 'asked to change their PAN to this one',
};

const KYC_BADGES: Record<KycDuplicate['kycStatus'], BadgeVariant> = {
  approved: 'success',
  verified: 'success',
  rejected: 'destructive',
  incomplete: 'warning',
  submitted: 'warning',
  pending: 'warning',
};

/** Other accounts with the same PAN, phone or e-mail (normalised), each a link to its profile. */
function Duplicates({ playerId }: { playerId: number }) {
  const review = useKycReview(playerId);
  const duplicates = review.data?.duplicates ?? [];
  if (duplicates.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        {review.isError
          ? 'Could not check for other accounts with the same PAN, phone or e-mail.'
          : review.data
            ? 'No other account has this PAN, phone or e-mail.'
            : 'Checking for other accounts with the same PAN, phone or e-mail…'}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={`kyc-duplicates-${playerId}`}
      className="rounded-xl border-2 border-red-500 bg-red-950/80 px-4 py-3 text-red-50"
    >
      <h3 id={`kyc-duplicates-${playerId}`} className="font-bold">
        Possible duplicate:{' '}
        {duplicates.length === 1 ? 'another account shares' : `${duplicates.length} other accounts share`} this player's
        details
      </h3>
      <ul className="mt-1 grid gap-1" aria-label="Other accounts with the same details">
        {duplicates.map((duplicate) => (
          <li key={duplicate.playerId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={`/staff/players?player=${duplicate.playerId}`}
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-emerald-400"
            >
              {duplicate.name} · {duplicate.playerCode}
            </Link>
            <span className="text-sm">{duplicate.matched.map((match) => MATCH_LABELS[match]).join(', ')}</span>
            <Badge variant={KYC_BADGES[duplicate.kycStatus]}>KYC {duplicate.kycStatus}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Detail({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{term}</dt>
      <dd className={cn('truncate text-slate-50', mono && 'font-mono text-base tracking-wider')}>{value}</dd>
    </div>
  );
}

function DocumentCard({ document }: { document: KycDocument }) {
  const review = useReviewDocument();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState<DocumentRejectionReason>(DOCUMENT_REJECTION_REASONS[0]);
  const [note, setNote] = useState('');
  const badge = STATUS_BADGES[document.status];
  const needsNote = reason === 'Other';

  return (
    <article
      aria-label={document.formattedType}
      className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/60 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-white">{document.formattedType}</h3>
          <p className="truncate text-xs text-slate-300">
            {document.fileName} · uploaded {formatClubTime(document.createdAt, 'date')}
          </p>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <DocumentViewer document={document} />
      {document.status === 'rejected' && document.reviewNote ? (
        <p className="rounded-lg bg-red-950/60 px-3 py-2 text-sm text-red-100">Player sees: {document.reviewNote}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={review.isPending || document.status === 'approved'}
          onClick={() =>
            review.mutate(
              { documentId: document.id, status: 'approved', note: null },
              {
                onSuccess: () =>
                  toast({ title: 'Document approved', description: document.formattedType, variant: 'success' }),
              },
            )
          }
        >
          Approve<span className="sr-only"> {document.formattedType}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={review.isPending || document.status === 'rejected'}
          onClick={() => {
            review.reset();
            setIsRejecting(true);
          }}
        >
          Reject<span className="sr-only"> {document.formattedType}</span>
        </Button>
      </div>
      {review.error && !isRejecting ? (
        <Alert variant="destructive" title="Not done">
          {actionErrorText(review.error)}
        </Alert>
      ) : null}
      <FloorDialog
        open={isRejecting}
        onOpenChange={setIsRejecting}
        title={`Reject ${document.formattedType}`}
        description="The player sees the reason and your note, and uploads this document again."
        submitLabel="Reject document"
        variant="destructive"
        isPending={review.isPending}
        error={review.error}
        canSubmit={!needsNote || note.trim().length > 0}
        onSubmit={() =>
          review.mutate(
            { documentId: document.id, status: 'rejected', note: rejectionNote(reason, note) },
            {
              onSuccess: () => {
                toast({ title: 'Document rejected', description: document.formattedType, variant: 'success' });
                setIsRejecting(false);
                setNote('');
              },
            },
          )
        }
      >
        <FormField label="Reason">
          {(control) => (
            <Select
              {...control}
              value={reason}
              onChange={(event) => setReason(event.target.value as DocumentRejectionReason)}
            >
              {DOCUMENT_REJECTION_REASONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={needsNote ? 'Note to the player' : 'Note to the player (optional)'}>
          {(control) => (
            <Input {...control} maxLength={900} value={note} onChange={(event) => setNote(event.target.value)} />
          )}
        </FormField>
      </FloorDialog>
    </article>
  );
}
