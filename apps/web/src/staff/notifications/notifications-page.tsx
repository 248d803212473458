import {
  guestsSkippedText,
  AUDIENCES,
  type Audience,
  MESSAGE_TYPES,
  type MessageType,
  PRIORITIES,
  type Priority,
  TABLE_AUDIENCES,
  type TableAudience,
} from '@club/shared/notifications';
import type { staffPlayerSchema } from '@club/shared/staff';
import type { z } from 'zod';
import { useEffect, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { TYPE_STYLES } from '../../features/notifications/notification-style';
import { cn } from '../../lib/class-names';
import { actionErrorText, Select } from '../floor/floor-form';
import { useStaffMe } from '../staff-session';
import { ImageField } from '../image-upload';
import { BubblePreview } from './bubble-preview';
import { type NotificationDraft, usePlayerSearch, useSendNotification, useTargetTables } from './composer-queries';
import { SentHistory } from './sent-history';

type StaffPlayer = z.infer<typeof staffPlayerSchema>;

const AUDIENCE_LABELS: Record<Audience, string> = {
  all: 'Every player',
  verified: 'KYC-verified players',
  seated: 'Players seated now',
  waiting: 'Players on a wait-list now',
};
const TABLE_TARGET_LABELS: Record<TableAudience, string> = {
  seated: 'Players seated at one table',
  waiting: 'Players waiting for one table',
};
/** Guests (a name and a number, no account: decision 131) are on lists and at cash seats, but have no app. */
const GUESTS_HINT = 'Guests have no app: they are skipped (the floor calls them).';
const TABLE_HINTS: Record<TableAudience, string> = {
  seated: GUESTS_HINT,
  // A table's wait-list is its game's list (decision 063): the entries for this table or for any table.
  waiting: `Its game's list: players who chose this table or any table of the game. ${GUESTS_HINT}`,
};
const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;
const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
type TargetKind = 'player' | Audience | `table_${TableAudience}`;
const tableAudienceOf = (kind: TargetKind): TableAudience | null =>
  kind === 'table_seated' ? 'seated' : kind === 'table_waiting' ? 'waiting' : null;

const playerLabel = (p: StaffPlayer) => `${p.firstName} ${p.lastName}`.trim() + (p.nickname ? ` (${p.nickname})` : '');

/** The search term, settled after a short pause in typing. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /staff/notifications: compose a push notification, see it as the player will, send it. */
export function NotificationsPage() {
  const me = useStaffMe().data;
  const send = useSendNotification();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [messageType, setMessageType] = useState<MessageType>('general');
  const [priority, setPriority] = useState<Priority>('normal');
  const [mediaUrl, setMediaUrl] = useState('');
  const [targetKind, setTargetKind] = useState<TargetKind>('player');
  const [player, setPlayer] = useState<StaffPlayer | null>(null);
  const [tableId, setTableId] = useState('');
  const [sent, setSent] = useState<{
    recipients: number;
    delivered: number | null;
    guestsSkipped: number;
    to: string;
  } | null>(null);
  const tables = useTargetTables();
  const tableAudience = tableAudienceOf(targetKind);
  const table = tables.data?.find((t) => t.id === tableId);

  let target: NotificationDraft['target'] | null;
  let targetText: string;
  if (targetKind === 'player') {
    target = player ? { playerId: player.id } : null;
    targetText = player ? playerLabel(player) : '';
  } else if (tableAudience) {
    target = table ? { tableId: Number(table.id), audience: tableAudience } : null;
    targetText = table ? `${tableAudience === 'seated' ? 'seated at' : 'waiting for'} ${table.name}` : '';
  } else {
    target = { audience: targetKind as Audience };
    targetText = AUDIENCE_LABELS[targetKind as Audience];
  }
  const canSend = title.trim().length > 0 && message.trim().length > 0 && target !== null && !send.isPending;

  const submit = () => {
    if (!target) return;
    setSent(null);
    send.mutate(
      { title, message, messageType, priority, mediaUrl, target },
      {
        onSuccess: ({ recipientCount, deliveredCount, guestsSkipped }) => {
          setSent({ recipients: recipientCount, delivered: deliveredCount, guestsSkipped, to: targetText });
          toast({
            title: 'Notification sent',
            description:
              plural(recipientCount, 'player') + (guestsSkipped > 0 ? `, ${guestsSkippedText(guestsSkipped)}` : ''),
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-white">Notifications</h1>
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
        <form
          aria-label="Compose a notification"
          className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Title">
            {(control) => (
              <Input {...control} maxLength={120} value={title} onChange={(event) => setTitle(event.target.value)} />
            )}
          </FormField>
          <FormField label="Message">
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                className={cn(
                  'min-h-24 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-base text-slate-50',
                  'focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60',
                )}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Type">
              {(control) => (
                <Select
                  {...control}
                  value={messageType}
                  onChange={(event) => setMessageType(event.target.value as MessageType)}
                >
                  {MESSAGE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {TYPE_STYLES[type].label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="Priority">
              {(control) => (
                <Select {...control} value={priority} onChange={(event) => setPriority(event.target.value as Priority)}>
                  {PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {PRIORITY_LABELS[p]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <ImageField label="Image" isOptional value={mediaUrl} onChange={setMediaUrl} />
          <FormField label="Send to">
            {(control) => (
              <Select
                {...control}
                value={targetKind}
                onChange={(event) => setTargetKind(event.target.value as TargetKind)}
              >
                <option value="player">One player</option>
                {AUDIENCES.map((audience) => (
                  <option key={audience} value={audience}>
                    {AUDIENCE_LABELS[audience]}
                  </option>
                ))}
                {TABLE_AUDIENCES.map((audience) => (
                  <option key={audience} value={`table_${audience}`}>
                    {TABLE_TARGET_LABELS[audience]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {targetKind === 'player' ? <PlayerPicker player={player} onPick={setPlayer} /> : null}
          {tableAudience ? (
            <FormField
              label="Table"
              message={tables.isError ? actionErrorText(tables.error) : TABLE_HINTS[tableAudience]}
              tone={tables.isError ? 'error' : 'hint'}
            >
              {(control) => (
                <Select {...control} value={tableId} onChange={(event) => setTableId(event.target.value)}>
                  <option value="">Choose a table…</option>
                  {tables.data?.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} · {t.currentPlayers} seated · {t.waitlistCount} waiting
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : null}

          {send.error ? (
            <Alert variant="destructive" title="Not sent">
              {actionErrorText(send.error)}
            </Alert>
          ) : null}
          {sent ? (
            <Alert variant="success" title="Sent">
              {sent.recipients === 0
                ? `Nobody matched "${sent.to}" right now: no player received it.`
                : `Reached ${plural(sent.recipients, 'player')} (${sent.to}); ${
                    sent.delivered === null
                      ? 'how many had the app open is unknown'
                      : `${sent.delivered} with the app open got it at once`
                  }.`}
              {sent.guestsSkipped > 0
                ? ` ${guestsSkippedText(sent.guestsSkipped)}: ${sent.guestsSkipped === 1 ? 'a guest has' : 'guests have'} no app (the floor calls them).`
                : null}
            </Alert>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={!canSend}>
              {send.isPending ? 'Sending…' : 'Send notification'}
            </Button>
          </div>
        </form>
        <BubblePreview
          title={title}
          message={message}
          messageType={messageType}
          priority={priority}
          mediaUrl={mediaUrl}
          senderName={me?.name ?? 'Staff'}
        />
      </div>
      <SentHistory />
    </div>
  );
}

/** Find one player by name, nickname, e-mail, phone or code, and pick them. */
function PlayerPicker({
  player,
  onPick,
}: {
  player: StaffPlayer | null;
  onPick: (player: StaffPlayer | null) => void;
}) {
  const [term, setTerm] = useState('');
  const settled = useSettled(term);
  const found = usePlayerSearch(settled);

  if (player) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-700/70 bg-emerald-950/40 px-3 py-2">
        <p className="min-w-0 flex-1 text-sm text-emerald-50">
          To <span className="font-semibold">{playerLabel(player)}</span> · {player.playerCode} · {player.email}
        </p>
        <Button variant="secondary" onClick={() => onPick(null)}>
          Change player
        </Button>
      </div>
    );
  }
  const results = settled.trim().length >= 2 ? (found.data ?? []) : [];
  return (
    <div className="grid gap-2">
      <FormField
        label="Find the player"
        message={
          found.isError
            ? actionErrorText(found.error)
            : settled.trim().length >= 2 && found.isSuccess && results.length === 0
              ? 'No player matches.'
              : 'Name, nickname, e-mail, phone or player code (two letters at least).'
        }
        tone={found.isError ? 'error' : 'hint'}
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        )}
      </FormField>
      {results.length > 0 ? (
        <ul aria-label="Players found" className="grid max-h-64 gap-1 overflow-y-auto">
          {results.slice(0, 20).map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onPick(p)}
                className="grid min-h-11 w-full rounded-lg border border-slate-800 bg-slate-950 px-3 py-1.5 text-left hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
              >
                <span className="text-sm font-semibold text-white">{playerLabel(p)}</span>
                <span className="text-xs text-slate-300">
                  {p.playerCode} · {p.email} · KYC {p.kycStatus}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
