// Who hears a page how (issue 31, decision 141). The app's own call (the socket) always goes out to a player;
// these are the channels that reach a phone where the app is not on screen.

export interface PageChannels {
  /** A text through the club's gateway (or its outbox), with the answer link. */
  sms: boolean;
  /** A Web Push notification to each of the player's subscribed devices. */
  push: boolean;
}

/**
 * A guest has no account, so no app and no push: always a text. A player gets Web Push when a device of theirs is
 * subscribed, and a text as well when they chose it on their profile, or instead when no device is subscribed
 * (the socket alone would not reach a phone in a pocket).
 */
export function chooseChannels(input: { isGuest: boolean; prefersSms: boolean; hasPush: boolean }): PageChannels {
  if (input.isGuest) return { sms: true, push: false };
  return { sms: input.prefersSms || !input.hasPush, push: input.hasPush };
}
