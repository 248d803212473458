import type { PendingOperation, Shift } from '@club/shared/cage';
import { staffRoomsOf } from '@club/shared/events';
import type { Publisher } from '../../use-case';

// The cage's pushes go to the roles that read the cage over HTTP (the cashier permission), no one else.

/** A shift was opened, closed or signed off. */
export function publishShift(events: Publisher, shift: Shift): void {
  events.publish(staffRoomsOf('cage_shift_updated'), 'cage_shift_updated', { shift });
}

/** A pending operation was asked for or decided. */
export function publishPending(events: Publisher, pending: PendingOperation): void {
  events.publish(staffRoomsOf('cage_pending_updated'), 'cage_pending_updated', { pending });
}
