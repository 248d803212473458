import { describe, expect, it } from 'vitest';
import { chooseChannels } from './page-channels';

describe('chooseChannels: how a page reaches a phone where the app is not on screen', () => {
  it('texts a guest, whatever else is said (a guest has no account, so no push)', () => {
    expect(chooseChannels({ isGuest: true, prefersSms: false, hasPush: false })).toEqual({ sms: true, push: false });
    expect(chooseChannels({ isGuest: true, prefersSms: false, hasPush: true })).toEqual({ sms: true, push: false });
  });

  it('texts a player with no subscribed device', () => {
    expect(chooseChannels({ isGuest: false, prefersSms: false, hasPush: false })).toEqual({ sms: true, push: false });
  });

  it('pushes to a subscribed player who did not ask for texts, and does not text them', () => {
    expect(chooseChannels({ isGuest: false, prefersSms: false, hasPush: true })).toEqual({ sms: false, push: true });
  });

  it('pushes and texts a subscribed player who asked for texts on their profile', () => {
    expect(chooseChannels({ isGuest: false, prefersSms: true, hasPush: true })).toEqual({ sms: true, push: true });
    expect(chooseChannels({ isGuest: false, prefersSms: true, hasPush: false })).toEqual({ sms: true, push: false });
  });
});
