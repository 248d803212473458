import { HISTORY_LIST_HEIGHT_PX, HISTORY_WINDOW_HOURS, type PushNotification } from '@club/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { useCurrentUser } from '../accounts/current-user-query';
import { RefreshIcon } from '../../components/ui/tab-icons';
import { PUSH_PERMISSION_REASON } from '@club/shared/push';
import { enablePush, pushPermission } from '../push/push-subscription';
import { browserNotificationPermission, enableBrowserNotifications } from './announce-notification';
import { markAllNotificationsRead, markNotificationRead, useNotifications } from './notification-queries';
import { badgeText, relativeTime } from './notification-time';
import { ROLE_LABELS, TYPE_STYLES } from './notification-style';

/** dashboard.md section 2, Notifications tab: the last 24 hours, newest first. */
export function NotificationsTab() {
  const playerId = useCurrentUser().data?.player.id;
  const notifications = useNotifications(playerId);
  const list = notifications.data ?? [];
  const queryClient = useQueryClient();
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const unreadCount = list.filter((n) => !n.read).length;
  const markAllRead = () => {
    if (playerId === undefined) return;
    setIsMarkingAll(true);
    markAllNotificationsRead(queryClient, playerId)
      .catch(() => {
        toast({ title: 'Could not mark them as read', description: 'Please try again.', variant: 'destructive' });
        void notifications.refetch();
      })
      .finally(() => setIsMarkingAll(false));
  };
  return (
    <section className="grid gap-3" aria-labelledby="notifications-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="notifications-heading" className="flex items-center gap-2 text-lg font-bold text-white">
          Notifications
          <Badge variant="info">
            {badgeText(list.length)}
            <span className="sr-only"> in the last 24 hours</span>
          </Badge>
        </h2>
        <div className="flex flex-wrap justify-end gap-2">
          {unreadCount > 0 ? (
            <Button variant="secondary" size="sm" onClick={markAllRead} disabled={isMarkingAll}>
              Mark all as read
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void notifications.refetch()}
            disabled={notifications.isFetching}
          >
            <RefreshIcon
              className={cn('size-4', notifications.isFetching && 'animate-spin motion-reduce:animate-none')}
            />
            Refresh
          </Button>
        </div>
      </div>
      <BrowserAlertsPrompt />
      {notifications.isError ? <Alert variant="destructive" title="Failed to fetch notifications" /> : null}
      {notifications.isPending && playerId ? (
        <div className="py-10 text-center">
          <Spinner label="Loading notifications..." />
        </div>
      ) : list.length === 0 || playerId === undefined ? (
        <p className="rounded-xl border border-slate-800 bg-slate-900/70 px-4 py-10 text-center text-sm text-slate-300">
          No notifications in the last 24 hours
        </p>
      ) : (
        <ul
          className="grid content-start gap-2 overflow-y-auto overscroll-contain rounded-xl pr-1"
          style={{ maxHeight: HISTORY_LIST_HEIGHT_PX }}
        >
          {list.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} playerId={playerId} />
          ))}
        </ul>
      )}
      <p className="text-center text-xs text-slate-400">
        Notifications clear automatically after {HISTORY_WINDOW_HOURS} hours.
      </p>
    </section>
  );
}

function NotificationItem({ notification, playerId }: { notification: PushNotification; playerId: number }) {
  const queryClient = useQueryClient();
  const [isImageBroken, setIsImageBroken] = useState(false);
  const style = TYPE_STYLES[notification.message_type];
  const sender = [notification.sender_name, notification.sender_role && ROLE_LABELS[notification.sender_role]]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      data-testid="notification-item"
      data-read={notification.read}
      className={cn(
        'rounded-xl border p-4',
        notification.read ? 'border-slate-800 bg-slate-900/70' : 'border-emerald-600/70 bg-emerald-950/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full border px-2 py-0.5 text-[11px] font-semibold', style.badge)}>
          {style.label}
        </span>
        {notification.priority === 'urgent' || notification.priority === 'high' ? (
          <Badge variant={notification.priority === 'urgent' ? 'destructive' : 'warning'}>
            {notification.priority}
          </Badge>
        ) : null}
        {notification.read ? null : <span className="text-[11px] font-semibold text-emerald-300">New</span>}
        <time className="ml-auto text-xs text-slate-400" dateTime={notification.created_at}>
          {relativeTime(notification.created_at)}
        </time>
      </div>
      <h3 className="mt-2 text-sm font-bold text-white">{notification.title}</h3>
      <p className="mt-0.5 text-sm whitespace-pre-line text-slate-200">{notification.message}</p>
      {notification.mediaUrl && !isImageBroken ? (
        <img
          src={notification.mediaUrl}
          alt=""
          loading="lazy"
          className="mt-2 max-h-40 w-full rounded-lg object-cover"
          onError={() => setIsImageBroken(true)}
        />
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <p className="text-xs text-slate-400">{sender ? `From ${sender}` : 'From the club'}</p>
        {notification.read ? null : (
          <Button
            variant="link"
            className="text-xs"
            onClick={() => void markNotificationRead(queryClient, playerId, notification.id).catch(() => undefined)}
          >
            Mark as read
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Browser notifications need the player's permission, asked from a click; with Web Push (decision 140) the same
 * click subscribes this phone, so a page reaches it with the app closed.
 */
function BrowserAlertsPrompt() {
  const [permission, setPermission] = useState(browserNotificationPermission);
  if (permission !== 'default') return null;
  const hasPush = pushPermission() !== 'unsupported';
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/70 px-4 py-3">
      <p className="text-xs text-slate-300">
        {hasPush ? PUSH_PERMISSION_REASON : 'Get alerts when this page is in the background.'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="shrink-0"
        onClick={() => void (hasPush ? enablePush() : enableBrowserNotifications()).then(setPermission)}
      >
        Enable alerts
      </Button>
    </div>
  );
}
