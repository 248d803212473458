import { type PushMessage, pagePushMessage } from '@club/shared/push';
import { dealOfferText, dealOfferTitle } from '@club/shared/tournament-deals';
import { seatText } from '@club/shared/tournament-seating';
import type { PushOptions } from './push.service';

// What each event says on a locked screen (decision 140). Tags make a repeat replace the one shown: the same
// tag as the app's own notification of the same thing (features/notifications/announce-notification.ts).

const HOME = '/dashboard';

/** The floor paged the player: the actions answer the page; kept by the push service for the hold only. */
export function pagePush(input: {
  entryId: number;
  tableName: string;
  seatNumber: number | null;
  expiresAt: Date;
  now: Date;
}): { message: PushMessage; options: PushOptions } {
  const holdSeconds = Math.max(0, Math.round((input.expiresAt.getTime() - input.now.getTime()) / 1000));
  return {
    message: pagePushMessage(input),
    options: { ttlSeconds: holdSeconds, urgency: 'high', topic: `page-${input.entryId}` },
  };
}

/** The floor seated (or moved) the player at a cash table. */
export function seatPush(input: { seatId: number; tableName: string; seatNumber: number; moved: boolean }) {
  return {
    message: {
      kind: 'seat',
      title: input.moved ? 'You have been moved' : 'You are seated',
      body: `${input.tableName}, seat ${input.seatNumber}`,
      tag: `club-seat-${input.seatId}`,
      url: HOME,
    } satisfies PushMessage,
    options: { urgency: 'high', ttlSeconds: 15 * 60 } satisfies PushOptions,
  };
}

/** A tournament draw or move gave the player a seat. */
export function tournamentSeatPush(input: {
  tournamentId: number;
  tournamentName: string;
  table: number;
  seat: number;
  moved: boolean;
}) {
  return {
    message: {
      kind: 'tournament_seat',
      title: input.moved
        ? `Move: ${seatText(input.table, input.seat)}`
        : `Your seat: ${seatText(input.table, input.seat)}`,
      body: input.tournamentName,
      tag: `club-tournament-seat-${input.tournamentId}`,
      url: `/tournaments/${input.tournamentId}`,
    } satisfies PushMessage,
    options: { urgency: 'high', ttlSeconds: 15 * 60 } satisfies PushOptions,
  };
}

/** A deal the floor proposes (issue 38 item 9): the player's share, opening the tournament's page to answer. */
export function tournamentDealPush(input: {
  tournamentId: number;
  tournamentName: string;
  dealId: number;
  share: string;
}) {
  return {
    message: {
      kind: 'tournament_deal',
      title: dealOfferTitle(input.tournamentName),
      body: dealOfferText(input.share),
      tag: `club-tournament-deal-${input.dealId}`,
      url: `/tournaments/${input.tournamentId}`,
      requireInteraction: true,
    } satisfies PushMessage,
    options: { urgency: 'high', ttlSeconds: 15 * 60 } satisfies PushOptions,
  };
}

/** A notification marked for push (decision 140): its title and message, opening the Notifications tab. */
export function notificationPush(input: { id: number; title: string; message: string; urgent: boolean }) {
  return {
    message: {
      kind: 'notification',
      title: input.title,
      body: input.message,
      tag: `club-notification-${input.id}`,
      url: '/dashboard?tab=notifications',
      requireInteraction: input.urgent,
    } satisfies PushMessage,
    options: { urgency: input.urgent ? 'high' : 'normal' } satisfies PushOptions,
  };
}
