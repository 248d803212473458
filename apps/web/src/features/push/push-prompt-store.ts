import { useSyncExternalStore } from 'react';
import { pushPermission, subscribeToPush } from './push-subscription';

// Whether the app asks for push now: after the player joined a list (the moment a seat may come while the
// phone is in a pocket), never on load. 'Not now' holds for this tab.

let isAsking = false;
let isDeclinedHere = false;
const listeners = new Set<() => void>();
const publish = (next: boolean) => {
  isAsking = next;
  for (const listener of listeners) listener();
};

/** After a join: asks (with the sentence why) when the player has not decided; subscribes when they allowed it. */
export function askForPushAfterJoin() {
  const permission = pushPermission();
  if (permission === 'granted') void subscribeToPush();
  else if (permission === 'default' && !isDeclinedHere) publish(true);
}

export function closePushPrompt(declined: boolean) {
  if (declined) isDeclinedHere = true;
  publish(false);
}

/** Whether the question is on screen now. */
export const isPushPromptOpen = () => isAsking;

export const usePushPromptOpen = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isPushPromptOpen,
    () => false,
  );
