import { pushContract } from '@club/shared/contracts/push';
import { pushSubscriptionSchema } from '@club/shared/push';
import { callApi } from '../../lib/api';
import { SERVICE_WORKER_URL } from '../../lib/service-worker';

// Web Push on this device (issue 31, decision 140): the service worker subscribes with the club's VAPID key and
// the subscription is posted for the signed-in player; sign-out removes it, so the next player on this phone is
// not paged with someone else's seat.

export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

export const pushPermission = (): NotificationPermission | 'unsupported' =>
  isPushSupported() ? Notification.permission : 'unsupported';

const fromBase64url = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Subscribes this device (permission already granted) and posts the subscription for the signed-in player.
 * A subscription made with another key (the club's key changed) is replaced. Answers whether it worked.
 */
export async function subscribeToPush(): Promise<boolean> {
  if (pushPermission() !== 'granted') return false;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await callApi(pushContract.getPushVapidPublicKey);
    const key = fromBase64url(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    // Posted each time: the device may have been another player's (the server moves it to this one).
    await callApi(pushContract.postPushSubscriptions, { body: pushSubscriptionSchema.parse(subscription.toJSON()) });
    return true;
  } catch {
    // No push service reachable (a browser without one, a private window): the app's own alerts still work.
    return false;
  }
}

/** Asks for permission (from a click, after the sentence why) and subscribes. */
export async function enablePush(): Promise<NotificationPermission | 'unsupported'> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await subscribeToPush();
  return permission;
}

/** On sign-out, while the session still stands: the server forgets this device and the browser its subscription. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await callApi(pushContract.deletePushSubscriptions, { body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => undefined);
}
