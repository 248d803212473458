import { type PushNotification, SOUND_PRIORITIES, SOUND_URL, SOUND_VOLUME } from '@club/shared/notifications';
import { PAGE_PUSH_ACTIONS } from '@club/shared/push';
import { SERVICE_WORKER_URL } from '../../lib/service-worker';

const announced = new Set<number>();

/** High and urgent ones chime at volume 0.3 (accounts-kyc.md section 9); a blocked autoplay stays silent. */
function playSound() {
  const audio = new Audio(SOUND_URL);
  audio.volume = SOUND_VOLUME;
  void audio.play().catch(() => undefined);
}

const canNotify = () => 'Notification' in window && 'serviceWorker' in navigator;

/** Registers the notification service worker (once; the browser keeps it). */
async function registerNotificationWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canNotify()) return undefined;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
}

/**
 * At start, when the player allowed alerts earlier: the worker is registered before the first
 * notification needs it, so the first one shown while the page is hidden is not lost (issue 14).
 */
export function registerNotificationWorkerIfAllowed() {
  if (canNotify() && Notification.permission === 'granted') void registerNotificationWorker();
}

/** Asks for permission to show browser notifications; must be called from a click. */
export async function enableBrowserNotifications(): Promise<NotificationPermission | 'unsupported'> {
  if (!canNotify()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await registerNotificationWorker();
  return permission;
}

export const browserNotificationPermission = (): NotificationPermission | 'unsupported' =>
  canNotify() ? Notification.permission : 'unsupported';

/** While the page is hidden, a browser notification through the service worker; urgent ones stay until clicked. */
async function showBrowserNotification(notification: PushNotification) {
  if (document.visibilityState !== 'hidden' || browserNotificationPermission() !== 'granted') return;
  // A worker registered just now is still installing; showNotification needs an active one, so the
  // notification waits for it (ready) instead of failing.
  if (!(await registerNotificationWorker())) return;
  const registration = await navigator.serviceWorker.ready;
  await registration
    .showNotification(notification.title, {
      body: notification.message,
      icon: '/icon-192.png',
      tag: `club-notification-${notification.id}`,
      requireInteraction: notification.priority === 'urgent',
      ...(notification.mediaUrl ? { image: notification.mediaUrl } : {}),
    })
    .catch(() => undefined);
}

/** A notification that just arrived: sound and (page hidden) a browser notification, once per id. */
export function announceNotification(notification: PushNotification) {
  if (announced.has(notification.id)) return;
  announced.add(notification.id);
  if (SOUND_PRIORITIES.includes(notification.priority)) playSound();
  void showBrowserNotification(notification);
}

/**
 * The floor paged the player while the app is in the background (decision 064): 'Your seat is ready' with the
 * table and seat, through the service worker's registration, so it shows while the tab is hidden. A click
 * focuses the app (the call is on screen there). Nothing when the page is visible (the call is) or the player
 * did not allow notifications.
 */
export async function showSeatReadyNotification(input: {
  entryId: number;
  tableName: string;
  seatNumber: number | null;
}) {
  if (document.visibilityState !== 'hidden' || browserNotificationPermission() !== 'granted') return false;
  if (!(await registerNotificationWorker())) return false;
  const registration = await navigator.serviceWorker.ready;
  return (
    registration
      // `actions` is in the Notifications standard but not yet in TypeScript's DOM types.
      .showNotification('Your seat is ready', {
        body: `${input.tableName}${input.seatNumber ? `, seat ${input.seatNumber}` : ''}: answer before the hold runs out.`,
        icon: '/icon-192.png',
        // The tag and actions of the page's Web Push (decision 140): one replaces the other, and either answers.
        tag: `club-page-${input.entryId}`,
        requireInteraction: true,
        actions: [...PAGE_PUSH_ACTIONS],
        data: { kind: 'page', url: '/dashboard', entryId: input.entryId },
      } as NotificationOptions)
      .then(() => true)
      .catch(() => false)
  );
}

/** Asks for notifications the first time the player joins a list (a click), never on load. */
export function askForNotificationsOnJoin() {
  if (browserNotificationPermission() === 'default') void enableBrowserNotifications().catch(() => undefined);
}
