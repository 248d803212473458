import { askForNotificationsOnJoin } from '../notifications/announce-notification';
import { askForPushAfterJoin } from '../push/push-prompt-store';
import { pushPermission } from '../push/push-subscription';

// Every join of a list (a table's, or a game's from the game tab) asks for alerts the same way (decision 140):
// a seat may come while the phone is in a pocket.

/**
 * On the join click: without Web Push the browser's own alerts are asked for now (the prompt needs the click), so
 * a page can reach a hidden app. With it, the question comes after the join, with the sentence why.
 */
export function askForAlertsOnJoinClick() {
  if (pushPermission() === 'unsupported') askForNotificationsOnJoin();
}

/** After a successful join: the question with the sentence why, or a subscription when alerts are allowed. */
export const askForAlertsAfterJoin = askForPushAfterJoin;
