import { afterEach, describe, expect, it, vi } from 'vitest';

// Decision 140: the app asks for push after a join, with the sentence why; never on load, never again in a
// tab after 'Not now', and a player who allowed it already has the device subscribed without a question.

function browser(permission: NotificationPermission) {
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn() } };
  const register = vi.fn(async () => registration);
  const Notification = { permission, requestPermission: vi.fn() };
  vi.stubGlobal('window', { Notification, PushManager: class {}, isSecureContext: true });
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('navigator', { serviceWorker: { register, ready: Promise.resolve(registration) } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  return { Notification, register };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const load = () => import('./push-prompt-store');

describe('asking for push after a join', () => {
  it('opens the question while the player has not decided, and not again in this tab after "Not now"', async () => {
    const { Notification } = browser('default');
    const store = await load();
    expect(store.isPushPromptOpen()).toBe(false);
    store.askForPushAfterJoin();
    expect(store.isPushPromptOpen()).toBe(true);
    // The browser's own prompt waits for the player's click on 'Allow alerts'.
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    store.closePushPrompt(true);
    expect(store.isPushPromptOpen()).toBe(false);
    store.askForPushAfterJoin();
    expect(store.isPushPromptOpen()).toBe(false);
  });

  it('asks nothing of a player who refused, and subscribes at once one who allowed it earlier', async () => {
    browser('denied');
    const refused = await load();
    refused.askForPushAfterJoin();
    expect(refused.isPushPromptOpen()).toBe(false);
    vi.resetModules();
    const { register } = browser('granted');
    const allowed = await load();
    allowed.askForPushAfterJoin();
    expect(allowed.isPushPromptOpen()).toBe(false);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js'));
  });
});
