import { formatRupees } from '@club/shared/money';
import { PLAYER_NOTE_MAX, type PlayerProfile } from '@club/shared/player-directory';
import { STAFF_PERMISSIONS, type StaffRole } from '@club/shared/staff';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatClubTime, formatCount } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useStaffMe } from '../staff-session';
import { BarDialog, LiftBarDialog, TEXTAREA_CLASS } from './bar-dialogs';
import { BarredBadge } from './barred-badge';
import { useAddNote, usePlayerProfile } from './players-queries';

/** One player's profile: who, the bar, the figures the role may read, KYC, notes, chats and feedback. */
export function PlayerProfilePanel({ playerId }: { playerId: number }) {
  const profile = usePlayerProfile(playerId);
  const role = useStaffMe().data?.role;
  if (!profile.data) {
    return (
      <p className="rounded-2xl border border-slate-800 p-6 text-slate-300">
        {profile.isError ? actionErrorText(profile.error) : 'Loading the profile…'}
      </p>
    );
  }
  return <Profile profile={profile.data} role={role} />;
}

type Dialog = 'bar' | 'lift' | null;

function Profile({ profile, role }: { profile: PlayerProfile; role: StaffRole | undefined }) {
  const { player, play, vip, money, kyc } = profile;
  const [dialog, setDialog] = useState<Dialog>(null);
  const canBar = role ? (STAFF_PERMISSIONS.playerBarring as readonly StaffRole[]).includes(role) : false;
  const name = `${player.firstName} ${player.lastName}`;

  return (
    <article
      aria-labelledby="player-name"
      className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id="player-name" className="mr-auto text-xl font-bold text-white">
          {name}
          {player.nickname ? <span className="font-normal text-slate-300"> · {player.nickname}</span> : null}
        </h2>
        <Badge>{player.playerCode}</Badge>
        <Badge variant={player.kycStatus === 'approved' || player.kycStatus === 'verified' ? 'success' : 'warning'}>
          KYC {player.kycStatus}
        </Badge>
        <BarredBadge bar={player.bar} />
      </header>

      {player.bar ? (
        <Alert variant="destructive" title="Barred from the club">
          {player.bar.reason}. Since {formatClubTime(player.bar.barredAt, 'dateTime')}
          {player.bar.barredBy ? `, by ${player.bar.barredBy}` : ''};{' '}
          {player.bar.until ? `until ${formatClubTime(player.bar.until, 'dateTime')}.` : 'until lifted.'}
        </Alert>
      ) : null}
      {canBar ? (
        <div className="flex flex-wrap gap-2">
          <Button variant={player.bar ? 'secondary' : 'destructive'} onClick={() => setDialog('bar')}>
            {player.bar ? 'Change the bar' : 'Bar player'}
          </Button>
          {player.bar ? <Button onClick={() => setDialog('lift')}>Lift bar</Button> : null}
        </div>
      ) : null}

      <Figures
        label="Contact"
        items={[
          ['E-mail', player.email],
          ['Phone', player.phone],
          ...(kyc ? ([['PAN', player.panCardNumber ?? 'Not given']] as const) : []),
          ['Joined', formatClubTime(player.createdAt, 'date')],
          ['Last sign-in', player.lastLoginAt ? formatClubTime(player.lastLoginAt, 'dayTime') : 'Never'],
        ]}
      />
      <Figures
        label="Play"
        items={[
          ['Visits', formatCount(play.visits)],
          ['Hours played', formatCount(play.hoursPlayed, 1)],
          ['Last visit', play.lastVisitAt ? formatClubTime(play.lastVisitAt, 'dayTime') : 'Not yet'],
          ['Seated now', play.seatedNow ?? 'No'],
          ['VIP points', formatCount(vip.totalPoints)],
          ['Points available', formatCount(vip.availablePoints)],
        ]}
      />
      {money ? (
        <Figures
          label="Money"
          items={[
            ['Buy-ins', formatRupees(money.buyIns)],
            ['Cash-outs', formatRupees(money.cashOuts)],
            ['Cash balance', formatRupees(money.cashBalance)],
            ['Credit used', formatRupees(money.creditUsed)],
            ['Credit limit', formatRupees(money.creditLimit)],
            ['Credit', money.creditApproved ? 'Approved' : 'Not approved'],
          ]}
        />
      ) : (
        <p className="text-sm text-slate-300">Money figures are shown to the cage, admins and super admins.</p>
      )}

      {kyc ? <KycPart kyc={kyc} /> : null}
      <NotesPart profile={profile} />
      <History title={`Chats (${profile.chats.length})`}>
        {profile.chats.length === 0 ? <p className="text-sm text-slate-300">No chats.</p> : null}
        {profile.chats.map((chat) => (
          <div key={chat.id} className="grid gap-1 rounded-lg bg-slate-950/60 p-3">
            <p className="text-xs text-slate-300">
              {formatClubTime(chat.createdAt, 'dayTime')} · {chat.status}
            </p>
            {chat.messages.map((m) => (
              <p key={`${m.createdAt}-${m.message}`} className="text-sm text-slate-100">
                <span className="font-semibold">{m.sender === 'staff' ? 'Staff' : 'Player'}:</span> {m.message}
              </p>
            ))}
          </div>
        ))}
      </History>
      <History title={`Feedback (${profile.feedback.length})`}>
        {profile.feedback.length === 0 ? <p className="text-sm text-slate-300">No feedback.</p> : null}
        {profile.feedback.map((f) => (
          <p key={f.id} className="rounded-lg bg-slate-950/60 p-3 text-sm text-slate-100">
            <span className="block text-xs text-slate-300">{formatClubTime(f.createdAt, 'dayTime')}</span>
            {f.message}
          </p>
        ))}
      </History>

      {dialog === 'bar' ? <BarDialog player={player} onClose={() => setDialog(null)} /> : null}
      {dialog === 'lift' ? <LiftBarDialog player={player} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}

function Figures({ label, items }: { label: string; items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <section aria-label={label} className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-200">{label}</h3>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-3">
        {items.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-950/60 px-3 py-2">
            <dt className="text-xs text-slate-300">{term}</dt>
            <dd className="font-semibold break-words text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function History({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-slate-800 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-100">{title}</summary>
      <div className="mt-2 grid gap-2">{children}</div>
    </details>
  );
}

function KycPart({ kyc }: { kyc: NonNullable<PlayerProfile['kyc']> }) {
  return (
    <section aria-label="KYC" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-200">KYC documents and decisions</h3>
      {kyc.documents.length === 0 ? <p className="text-sm text-slate-300">No documents uploaded.</p> : null}
      <ul className="grid gap-1">
        {kyc.documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2 text-sm">
            <span className="font-semibold text-white">{d.formattedType}</span>
            <Badge variant={d.status === 'approved' ? 'success' : d.status === 'rejected' ? 'destructive' : 'warning'}>
              {d.status}
            </Badge>
            <span className="text-slate-300">{formatClubTime(d.createdAt, 'date')}</span>
            {d.reviewNote ? <span className="text-slate-200">“{d.reviewNote}”</span> : null}
            <a
              href={d.fileUrl}
              target="_blank"
              rel="noreferrer"
              className="ml-auto inline-flex min-h-11 items-center text-emerald-300 underline"
            >
              Open {d.fileName}
            </a>
          </li>
        ))}
      </ul>
      {kyc.decisions.length ? (
        <ol className="grid gap-1 text-sm text-slate-200" aria-label="KYC decisions">
          {kyc.decisions.map((d) => (
            <li key={`${d.decidedAt}-${d.status}`}>
              {formatClubTime(d.decidedAt, 'dayTime')}: <span className="font-semibold text-white">{d.status}</span>
              {d.staffName ? ` by ${d.staffName}` : ''}
              {d.note ? ` — ${d.note}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-300">No KYC decision yet.</p>
      )}
    </section>
  );
}

function NotesPart({ profile }: { profile: PlayerProfile }) {
  const adding = useAddNote();
  const [body, setBody] = useState('');
  const playerId = profile.player.id;
  return (
    <section aria-labelledby="notes-title" className="grid gap-2">
      <h3 id="notes-title" className="text-sm font-semibold text-slate-200">
        Staff notes
      </h3>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          adding.mutate({ playerId, body: body.trim() }, { onSuccess: () => setBody('') });
        }}
      >
        <label htmlFor="new-note" className="text-sm text-slate-200">
          New note (staff only; audited)
        </label>
        <textarea
          id="new-note"
          className={TEXTAREA_CLASS}
          maxLength={PLAYER_NOTE_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        {adding.error ? (
          <Alert variant="destructive" title="Not saved">
            {actionErrorText(adding.error)}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={adding.isPending || body.trim().length === 0}>
            {adding.isPending ? 'Saving…' : 'Add note'}
          </Button>
        </div>
      </form>
      <ul className="grid gap-2" aria-label="Notes">
        {profile.notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-slate-950/60 p-3 text-sm text-slate-100">
            <span className="block text-xs text-slate-300">
              {note.staffName} · {formatClubTime(note.createdAt, 'dayTime')}
            </span>
            <span className="whitespace-pre-wrap">{note.body}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
