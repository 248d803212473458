import { z } from 'zod';
import { positiveId as id, tableIdText } from './common';
import { REORDER_REASON_MAX, REORDER_REASON_MIN } from './check-in';
import { MAX_TABLE_PLAYERS } from './tables';

// Paging with a hold (issue 16, decision 061): the floor pages a waiting player, the phone shows a
// full-screen call with the hold's countdown, the player answers, and a hold that runs out without a
// seating moves the entry to the bottom of its list (removed after MISSES_BEFORE_REMOVAL misses).

// The three are club settings (pageHoldMinutes, pageExtensionMinutes, missesBeforeRemoval; issue 19,
// decision 090); these are their defaults, the columns' defaults in db/schema/club.ts.
/** How long a paged player's seat is held, by default. */
export const PAGE_HOLD_MINUTES = 5;
/** 'More time' (once per page) adds this to the hold, by default. */
export const PAGE_EXTENSION_MINUTES = 5;
/** Holds run out this many times and the entry leaves the list, by default. */
export const MISSES_BEFORE_REMOVAL = 2;

/** The player's answers to a page: `leave` ends the entry. */
export const PAGE_RESPONSES = ['on_my_way', 'more_time', 'leave'] as const;
export type PageResponse = (typeof PAGE_RESPONSES)[number];

/** What the player told the floor about the current page (a `leave` ends the entry, so it is never shown). */
const SHOWN_RESPONSES = ['on_my_way', 'more_time'] as const;

/** What the player is told when a hold runs out. */
export const skippedMessage = (holdMinutes: number, removed: boolean, misses: number) =>
  removed
    ? `Removed from the list: no answer within ${holdMinutes} minutes, ${misses === 1 ? 'once' : `${misses} times`}`
    : `Skipped: no answer within ${holdMinutes} minutes. You are now at the bottom of the list`;

/** A waiting entry's current page, as the floor and the player's phone see it. */
export const waitlistPageSchema = z.object({
  pagedAt: z.string(),
  /** When the hold runs out (ISO): both screens count down to it. */
  pageExpiresAt: z.string(),
  /** The table and seat the floor holds for the player (by default the entry's own table). */
  tableId: tableIdText,
  tableName: z.string(),
  seatNumber: z.number().nullable(),
  response: z.enum(SHOWN_RESPONSES).nullable(),
  respondedAt: z.string().nullable(),
  /** 'More time' was used for this page (it is allowed once). */
  extended: z.boolean(),
});
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

/**
 * Paging someone other than the next to page (issue 27 item 5): the floor says why, as a reorder does
 * (decision 064), and the page is audited with it. The server answers 400 with this when none is given.
 */
export const outOfOrderPageMessage = (next: { position: number; name: string }) =>
  `#${next.position} ${next.name} is next to page: give a reason (${REORDER_REASON_MIN} to ${REORDER_REASON_MAX} characters) to page this player first`;

/** POST /api/staff/waitlist/{entryId}/page: optionally another table and a seat to hold; a reason out of order. */
export const pageEntryRequestSchema = z.object({
  tableId: id.optional(),
  seatNumber: z.coerce.number().int().min(1).max(MAX_TABLE_PLAYERS).nullish(),
  /** Why the floor pages this player before the next to page: required then, ignored otherwise. */
  reason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .min(REORDER_REASON_MIN, `The reason must be at least ${REORDER_REASON_MIN} characters`)
      .max(REORDER_REASON_MAX, `The reason must be at most ${REORDER_REASON_MAX} characters`)
      .optional(),
  ),
});

/** POST /api/waitlist/{entryId}/respond. */
export const respondToPageRequestSchema = z.object({ response: z.enum(PAGE_RESPONSES) });

/** Whole seconds left of a hold at `now` (ms), never below 0: both the console and the phone count with it. */
export const holdSecondsLeft = (pageExpiresAt: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(pageExpiresAt) - now) / 1000));

/** 4:05 */
export const formatHold = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// How a page went out and whether it was seen (issue 31, decision 141): one row per entry, page and channel.
/**
 * sms: a text through the club's gateway; push: Web Push to the player's devices (decision 140); link: the text's
 * answer link was opened; app: the phone showed the call.
 */
export const PAGE_DELIVERY_CHANNELS = ['sms', 'push', 'link', 'app'] as const;
export type PageDeliveryChannel = (typeof PAGE_DELIVERY_CHANNELS)[number];
/**
 * sending: claimed, the gateway not yet answered; outbox: no SMS_URL, the text is kept and logged; sent: the
 * gateway took it; delivered: the provider reported it on the phone; failed: with why; opened / seen: the
 * link was opened, the app showed the call.
 */
export const PAGE_DELIVERY_STATES = ['sending', 'outbox', 'sent', 'delivered', 'failed', 'opened', 'seen'] as const;
export type PageDeliveryState = (typeof PAGE_DELIVERY_STATES)[number];

export const pageDeliverySchema = z.object({
  channel: z.enum(PAGE_DELIVERY_CHANNELS),
  state: z.enum(PAGE_DELIVERY_STATES),
  /** When the state was reached (ISO). */
  at: z.string(),
  /** Why it failed (the gateway's words), else null. */
  reason: z.string().nullable(),
});
export type PageDelivery = z.infer<typeof pageDeliverySchema>;

/**
 * The floor's words for one delivery: 'texted 9:04 pm, delivered', 'text failed 9:04 pm: why', 'link opened
 * 9:05 pm', 'in app: seen 9:04 pm'; `time` writes a time on the club's clock.
 */
export function describeDelivery(delivery: PageDelivery, time: (iso: string) => string): string {
  const at = time(delivery.at);
  if (delivery.channel === 'link') return `link opened ${at}`;
  if (delivery.channel === 'app') return `in app: seen ${at}`;
  if (delivery.channel === 'push') {
    return delivery.state === 'failed'
      ? `push failed ${at}: ${delivery.reason ?? 'no reason given'}`
      : `pushed ${at}${delivery.reason ? ` (${delivery.reason})` : ''}`;
  }
  switch (delivery.state) {
    case 'sending':
      return `texting ${at}…`;
    case 'outbox':
      return `text in outbox ${at} (no SMS gateway)`;
    case 'delivered':
      return `texted ${at}, delivered`;
    case 'failed':
      return `text failed ${at}: ${delivery.reason ?? 'no reason given'}`;
    default:
      return `texted ${at}`;
  }
}

/** POST /api/waitlist/{entryId}/page/seen: the phone showed the call for this page (its pagedAt). */
export const pageSeenRequestSchema = z.object({ pagedAt: z.iso.datetime() });
