import { type ServerEvents, ROOMS, staffRoomsOf } from '@club/shared/events';
import type { Publisher } from '../../../use-case';

/** The player's phone hears where they sit now (a seating or a move): its dialog shows the table and seat. */
export function publishSeatAssigned(events: Publisher, assignment: ServerEvents['seat_assigned']): void {
  events.publish(ROOMS.player(assignment.playerId), 'seat_assigned', assignment);
}

/** The cage's list of released seats to settle changed (a release, or any table cash-out). */
export function publishReleasedSeatsChange(events: Publisher, seatId: number): void {
  events.publish(staffRoomsOf('released_seats_changed'), 'released_seats_changed', { seatId });
}

/** The cage's unpaid buy-ins changed (a seating, a move, a release, a buy-in or a cash-out): decision 104. */
export function publishUnpaidBuyInsChange(events: Publisher, seatId: number): void {
  events.publish(staffRoomsOf('unpaid_buy_ins_changed'), 'unpaid_buy_ins_changed', { seatId });
}
