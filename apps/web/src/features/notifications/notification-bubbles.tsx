import {
  AUTO_DISMISS_MS,
  BUBBLE_FADE_MS,
  BUBBLE_OFFSET_PX,
  BUBBLE_WINDOW_MINUTES,
  type PushNotification,
} from '@club/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names';
import { registerNotificationWorkerIfAllowed } from './announce-notification';
import {
  dismissNotificationsToHistory,
  dismissNotificationToHistory,
  markNotificationRead,
  useNotifications,
} from './notification-queries';
import { relativeTime } from './notification-time';
import { bubbleLabel, TYPE_STYLES } from './notification-style';

// A phone screen holds about three; the others wait their turn (their timers start when they show),
// collapsed into one "N new notifications" bubble so a bulk send does not hold the screen for minutes.
const MAX_VISIBLE_BUBBLES = 3;

// Dismissed in this tab: hidden at once, before the server's answer arrives.
const dismissedHere = new Set<number>();

const isBubble = (n: PushNotification, now: number) =>
  !n.read &&
  !n.dismissed &&
  !dismissedHere.has(n.id) &&
  now - Date.parse(n.created_at) < BUBBLE_WINDOW_MINUTES * 60_000;

// Arrival order: the oldest first, so a newcomer queues behind the ones on screen.
const byArrival = (a: PushNotification, b: PushNotification) =>
  Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;

/**
 * The bubbles on screen and the ones waiting: a bubble that showed keeps its place (and, mounted under
 * its id, its timer) until it leaves; the free places go to the oldest waiting ones (decision 005).
 */
function useBubbleQueue(notifications: PushNotification[]) {
  const onScreen = useRef<number[]>([]);
  const eligible = notifications.filter((n) => isBubble(n, Date.now())).sort(byArrival);
  const kept = onScreen.current.flatMap((id) => eligible.find((n) => n.id === id) ?? []);
  const visible = [...kept, ...eligible.filter((n) => !kept.includes(n)).slice(0, MAX_VISIBLE_BUBBLES - kept.length)];
  onScreen.current = visible.map((n) => n.id);
  return { visible, waiting: eligible.filter((n) => !visible.includes(n)) };
}

/**
 * accounts-kyc.md, Notification bubbles: unread notifications of the last 10 minutes, stacked 10 px
 * apart, coloured by type, leaving by priority (6/10/15/25 s) with a 300 ms fade into the history.
 * They replace the dashboard spec's 8-second toast (docs/decisions/005).
 */
export function NotificationBubbles({ playerId }: { playerId: number }) {
  const queryClient = useQueryClient();
  const notifications = useNotifications(playerId).data ?? [];
  const [, rerender] = useState(0);
  const { visible, waiting } = useBubbleQueue(notifications);
  useEffect(registerNotificationWorkerIfAllowed, []);
  const waitingIds = useRef<number[]>([]);
  waitingIds.current = waiting.map((n) => n.id);

  const dismiss = useCallback(
    (id: number, byPlayer: boolean) => {
      dismissedHere.add(id);
      rerender((n) => n + 1);
      // A bubble closed by the player counts as read; one that timed out stays unread in the history.
      void dismissNotificationToHistory(queryClient, playerId, id).catch(() => undefined);
      if (byPlayer) void markNotificationRead(queryClient, playerId, id).catch(() => undefined);
    },
    [queryClient, playerId],
  );
  // The collapsed ones leave together, unread, in one call: the badge and the history still count them.
  const dismissWaiting = useCallback(() => {
    const ids = waitingIds.current;
    if (ids.length === 0) return;
    for (const id of ids) dismissedHere.add(id);
    rerender((n) => n + 1);
    void dismissNotificationsToHistory(queryClient, playerId, ids).catch(() => undefined);
  }, [queryClient, playerId]);

  if (visible.length === 0) return null;
  return (
    <section
      aria-label="Incoming messages"
      className="pointer-events-none fixed top-20 right-3 left-3 z-50 flex flex-col items-end sm:left-auto sm:w-96"
      style={{ gap: BUBBLE_OFFSET_PX }}
    >
      {visible.map((notification) => (
        <Bubble key={notification.id} notification={notification} onDismiss={dismiss} />
      ))}
      {waiting.length > 0 ? <CollapsedBubble waiting={waiting} onDismiss={dismissWaiting} /> : null}
    </section>
  );
}

/** The rest of a burst as one bubble: how many, a way to the history, and its own timer from when it showed. */
function CollapsedBubble({ waiting, onDismiss }: { waiting: PushNotification[]; onDismiss: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const shownAt = useRef(Date.now());
  // As long as the most pressing one it stands for would have stayed.
  const lifetime = Math.max(...waiting.map((n) => AUTO_DISMISS_MS[n.priority]));

  useEffect(() => {
    const timer = setTimeout(() => setLeaving(true), Math.max(0, shownAt.current + lifetime - Date.now()));
    return () => clearTimeout(timer);
  }, [lifetime]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(onDismiss, BUBBLE_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving, onDismiss]);

  const count = waiting.length;
  const label = `${count} new ${count === 1 ? 'notification' : 'notifications'}`;
  return (
    <article
      role="status"
      data-testid="notification-summary"
      className={cn(
        'pointer-events-auto relative w-full rounded-xl border-l-4 border-slate-300 bg-slate-800 p-3 pr-10 text-white shadow-2xl shadow-black/50 transition-opacity ease-out',
        leaving ? 'opacity-0' : 'animate-toast-in opacity-100',
      )}
      style={{ transitionDuration: `${BUBBLE_FADE_MS}ms` }}
    >
      <h2 className="text-sm font-bold">{label}</h2>
      <Link
        to="/dashboard?tab=notifications"
        onClick={() => setLeaving(true)}
        className="mt-1 inline-block text-sm font-semibold text-emerald-300 underline underline-offset-2 hover:text-emerald-200"
      >
        See them in Notifications
      </Link>
      <button
        type="button"
        aria-label={`Dismiss ${label}`}
        className="absolute top-2.5 right-2.5 rounded-md p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        onClick={() => setLeaving(true)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </article>
  );
}

function Bubble({
  notification,
  onDismiss,
}: {
  notification: PushNotification;
  onDismiss: (id: number, byPlayer: boolean) => void;
}) {
  const [leaving, setLeaving] = useState<'auto' | 'player' | null>(null);
  const [isImageBroken, setIsImageBroken] = useState(false);
  const style = TYPE_STYLES[notification.message_type];

  useEffect(() => {
    const timer = setTimeout(() => setLeaving((current) => current ?? 'auto'), AUTO_DISMISS_MS[notification.priority]);
    return () => clearTimeout(timer);
  }, [notification.priority]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onDismiss(notification.id, leaving === 'player'), BUBBLE_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving, notification.id, onDismiss]);

  return (
    <article
      role={notification.priority === 'urgent' ? 'alert' : 'status'}
      data-testid="notification-bubble"
      data-type={notification.message_type}
      data-color={style.color}
      className={cn(
        'pointer-events-auto relative w-full rounded-xl border-l-4 p-3 pr-10 shadow-2xl shadow-black/50 transition-opacity ease-out',
        style.bubble,
        leaving ? 'opacity-0' : 'animate-toast-in opacity-100',
      )}
      style={{ transitionDuration: `${BUBBLE_FADE_MS}ms` }}
    >
      <p className="text-[11px] font-semibold tracking-wide uppercase">{bubbleLabel(notification)}</p>
      <h2 className="text-sm font-bold">{notification.title}</h2>
      <p className="mt-0.5 line-clamp-3 text-sm">{notification.message}</p>
      {notification.mediaUrl && !isImageBroken ? (
        <img
          src={notification.mediaUrl}
          alt=""
          className="mt-2 h-24 w-full rounded-lg object-cover"
          onError={() => setIsImageBroken(true)}
        />
      ) : null}
      <p className="mt-1 text-xs">
        {notification.sender_name ? `${notification.sender_name} · ` : ''}
        {relativeTime(notification.created_at)}
      </p>
      <button
        type="button"
        aria-label={`Dismiss ${notification.title}`}
        className="absolute top-2.5 right-2.5 rounded-md p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        onClick={() => setLeaving('player')}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </article>
  );
}
