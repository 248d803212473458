import { z } from 'zod';
import { PAGE_RESPONSES } from './paging';

// The answer link of a paging text (issue 31, decision 141): /p/{token} answers one page of one entry, without
// a session, while that page's hold runs and before it is answered.

export const pageLinkParams = z.object({ token: z.string().min(1).max(100) });

/** What the link's screen shows: who is called, where, until when, and the answer given (if any). */
export const pageLinkViewSchema = z.object({
  /** The first name of the player or guest called (the screen greets them; no more is shown without a session). */
  name: z.string(),
  tableName: z.string(),
  seatNumber: z.number().nullable(),
  /** When the hold runs out (ISO): the screen counts down to it. */
  pageExpiresAt: z.string(),
  /** The answer given to this page (by the link or in the app), or null: the link answers once. */
  response: z.enum(PAGE_RESPONSES).nullable(),
  /** 'More time' adds this many minutes (the club's setting). */
  extensionMinutes: z.number(),
});
export type PageLinkView = z.infer<typeof pageLinkViewSchema>;

/** What the link's server says when it cannot answer (4xx, shown on the screen as is). */
export const PAGE_LINK_MESSAGES = {
  invalid: 'This link is not valid: check that it was copied whole from the text',
  gone: 'This wait-list entry has ended',
} as const;

/**
 * POST /api/sms/status: the SMS provider's delivery report (Twilio's status callback, form-encoded). Every field
 * the provider sent is kept (its signature covers them all); these are the ones read.
 */
export const smsStatusReportSchema = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});

export const smsStatusHeadersSchema = z.object({
  'x-twilio-signature': z.string().min(1, 'The report is not signed').max(200),
});
