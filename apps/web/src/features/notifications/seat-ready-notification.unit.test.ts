import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForNotificationsOnJoin, showSeatReadyNotification } from './announce-notification';

// Decision 064: a page that arrives while the app is hidden shows a system notification through the service
// worker; permission is asked on the first join, never on load.

function browser(options: { visibility: 'hidden' | 'visible'; permission: NotificationPermission }) {
  const showNotification = vi.fn(async () => undefined);
  const registration = { showNotification };
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const Notification = { permission: options.permission, requestPermission };
  vi.stubGlobal('window', { Notification });
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('document', { visibilityState: options.visibility });
  vi.stubGlobal('navigator', {
    serviceWorker: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { showNotification, requestPermission };
}

afterEach(() => vi.unstubAllGlobals());

describe('the seat-ready system notification', () => {
  it('shows "Your seat is ready" with the table, the seat and the answers through the worker while the page is hidden, tagged as the page’s Web Push', async () => {
    const { showNotification } = browser({ visibility: 'hidden', permission: 'granted' });
    expect(await showSeatReadyNotification({ entryId: 7, tableName: 'Table 4', seatNumber: 3 })).toBe(true);
    expect(showNotification).toHaveBeenCalledWith(
      'Your seat is ready',
      expect.objectContaining({
        body: expect.stringContaining('Table 4, seat 3'),
        tag: 'club-page-7',
        requireInteraction: true,
        actions: [
          { action: 'on_my_way', title: 'On my way' },
          { action: 'more_time', title: 'More time' },
          { action: 'leave', title: 'Leave' },
        ],
        data: { kind: 'page', url: '/dashboard', entryId: 7 },
      }),
    );
  });

  it('shows nothing while the page is visible (the call is on screen) or without the permission', async () => {
    const visible = browser({ visibility: 'visible', permission: 'granted' });
    expect(await showSeatReadyNotification({ entryId: 1, tableName: 'T', seatNumber: null })).toBe(false);
    expect(visible.showNotification).not.toHaveBeenCalled();
    const denied = browser({ visibility: 'hidden', permission: 'denied' });
    expect(await showSeatReadyNotification({ entryId: 2, tableName: 'T', seatNumber: null })).toBe(false);
    expect(denied.showNotification).not.toHaveBeenCalled();
  });

  it('asks for the permission on a join only while the player has not answered', () => {
    const first = browser({ visibility: 'visible', permission: 'default' });
    askForNotificationsOnJoin();
    expect(first.requestPermission).toHaveBeenCalledTimes(1);
    const answered = browser({ visibility: 'visible', permission: 'denied' });
    askForNotificationsOnJoin();
    expect(answered.requestPermission).not.toHaveBeenCalled();
  });
});
