import { ROOMS } from '@club/shared/events';
import type { Publisher } from '../../../use-case';

/** The room's TV boards read again (decision 062): these tables' seats, lists or the tables themselves changed. */
export function publishBoardChanged(events: Publisher, tableIds: number[], asOf: string): void {
  events.publish(ROOMS.display, 'display_board_changed', { asOf, tableIds: tableIds.map(String) });
}
