import { ROOMS, type ServerEvents } from '@club/shared/events';
import type { Publisher } from '../../use-case';

/**
 * The console chose what one key's screen shows (decision 114): that key's TVs only (its own room, which
 * its sockets join beside the display room), so the other TVs keep what they show.
 */
export function publishDisplayScreen(
  events: Publisher,
  displayKeyId: number,
  screen: ServerEvents['display_screen_changed'],
): void {
  events.publish(ROOMS.displayKey(displayKeyId), 'display_screen_changed', screen);
}
