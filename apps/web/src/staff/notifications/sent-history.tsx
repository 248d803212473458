import { guestsSkippedText, type SentNotification } from '@club/shared/notifications';
import { Alert } from '../../components/ui/alert';
import { TYPE_STYLES } from '../../features/notifications/notification-style';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { ROLE_LABELS } from '../sections';
import { useSentNotifications } from './composer-queries';

const AUDIENCE_TEXT: Record<string, string> = {
  all: 'Every player',
  verified: 'KYC-verified players',
  seated: 'Players seated now',
  waiting: 'Players on a wait-list now',
};

function targetText({ target }: SentNotification): string {
  switch (target.kind) {
    case 'player':
      return target.playerName ?? 'A player no longer on file';
    case 'table_seated':
      return `Seated at ${target.tableName ?? 'a removed table'}`;
    case 'table_waiting':
      return `Waiting for ${target.tableName ?? 'a removed table'}`;
    default:
      return AUDIENCE_TEXT[target.kind] ?? target.kind;
  }
}

/**
 * What the composer sent, newest first: who, when, to whom, how many players it was addressed to, how
 * many had the app open and got it at once, how many read it. Live on the staff socket (decision 101).
 */
export function SentHistory() {
  const sent = useSentNotifications();
  return (
    <section aria-labelledby="sent-history" className="grid gap-3">
      <h2 id="sent-history" className="text-lg font-bold text-white">
        Sent notifications
      </h2>
      {sent.isError && !sent.data ? (
        <Alert variant="destructive" title="Could not read the sent notifications">
          {actionErrorText(sent.error)}
        </Alert>
      ) : null}
      {sent.isPending ? <p className="text-sm text-slate-300">Reading the sent notifications…</p> : null}
      {sent.data?.length === 0 ? <p className="text-sm text-slate-300">Nothing sent from here yet.</p> : null}
      {sent.data && sent.data.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/80">
          <table className="w-full min-w-[56rem] text-left text-sm text-slate-200">
            <caption className="sr-only">
              Sent notifications, newest first: received counts players whose app was open when it was sent
            </caption>
            <thead className="border-b border-slate-800 text-xs text-slate-300 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Sent
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Notification
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  To
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  By
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Players
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Received
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Read
                </th>
              </tr>
            </thead>
            <tbody>
              {sent.data.map((row) => (
                <tr key={row.id} data-testid="sent-notification" className="border-b border-slate-800/70 last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap text-slate-300">
                    <time dateTime={row.sentAt}>{formatClubTime(row.sentAt, 'dayTime')}</time>
                  </td>
                  <td className="max-w-72 px-3 py-2">
                    <p className="truncate font-semibold text-white">{row.title}</p>
                    <p className="text-xs text-slate-300">
                      {TYPE_STYLES[row.messageType].label} · {row.priority} priority
                      {row.mediaUrl ? ' · with image' : ''}
                    </p>
                  </td>
                  <td className="px-3 py-2">{targetText(row)}</td>
                  <td className="px-3 py-2">
                    {row.sentBy ? (
                      <>
                        {row.sentBy.name}
                        <span className="block text-xs text-slate-300">{ROLE_LABELS[row.sentBy.role]}</span>
                      </>
                    ) : (
                      'Unknown'
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="players">
                    {row.recipientCount}
                    {row.guestsSkipped > 0 ? (
                      <span className="block text-xs text-slate-300">
                        <span className="sr-only">, </span>
                        {guestsSkippedText(row.guestsSkipped)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="received">
                    {row.deliveredCount ?? 'unknown'}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="read">
                    {row.readCount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
