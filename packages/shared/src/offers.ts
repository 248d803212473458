import { z } from 'zod';
import { optionalLinkSchema } from './media';

export const OFFER_TYPES = ['banner', 'carousel', 'other'] as const;
export const OFFER_STATUSES = ['active', 'inactive'] as const;

// dashboard.md section 9: the carousel advances every 4 s; offers were polled every 5 s (now only
// while the socket is down). Section 2: the offer page's terms are the description's first three sentences.
export const CAROUSEL_INTERVAL_MS = 4_000;
export const OFFERS_FALLBACK_POLL_MS = 5_000;
export const OFFER_TERMS_SENTENCES = 3;

export const OFFER_MESSAGES = {
  empty: 'No special offers available at the moment',
  loadFailed: 'Unable to load offers',
  pageError: 'Error Loading Offer',
  notFound: 'Offer Not Found',
} as const;

/** The first `count` sentences of a text: what the offer page shows as its terms. */
export function firstSentences(text: string, count = OFFER_TERMS_SENTENCES): string[] {
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [];
  return sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, count);
}

export const offerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  offer_type: z.enum(OFFER_TYPES),
  priority: z.number(),
  target_audience: z.string(),
  click_url: z.string().nullable(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.array(offerSchema);

/**
 * `?include=upcoming` adds the active offers whose start date is still ahead, so an open page can show
 * each one at its start by the clock and drop it at its end, with no reload and no server timer
 * (issue 14, item 6; decision 012).
 */
export const offerListQuerySchema = z.object({ include: z.literal('upcoming').optional() });

const dateMs = (value: string | null) => (value === null ? null : Date.parse(value));

/** Whether an offer shows at `nowMs`: active, started (or no start), not yet ended (or no end); as the server's rule. */
export function isOfferVisibleAt(offer: Pick<Offer, 'status' | 'start_date' | 'end_date'>, nowMs: number): boolean {
  const start = dateMs(offer.start_date);
  const end = dateMs(offer.end_date);
  return offer.status === 'active' && (start === null || start <= nowMs) && (end === null || end >= nowMs);
}

/** The next moment after `nowMs` at which one of these offers appears or disappears; null if none will. */
export function nextOfferChangeAt(
  offers: readonly Pick<Offer, 'status' | 'start_date' | 'end_date'>[],
  nowMs: number,
): number | null {
  const moments = offers
    .filter((offer) => offer.status === 'active')
    .flatMap((offer) => {
      const start = dateMs(offer.start_date);
      const end = dateMs(offer.end_date);
      // An offer is still shown at its end date itself: it leaves just after it.
      return [start, end === null ? null : end + 1];
    })
    .filter((moment): moment is number => moment !== null && moment > nowMs);
  return moments.length > 0 ? Math.min(...moments) : null;
}

export const offerIdParams = z.object({ id: z.coerce.number().int().positive() });

export const offerViewRequestSchema = z.object({ offer_id: z.coerce.number().int().positive() });
export const offerViewResponseSchema = z.object({ success: z.literal(true) });

const optionalDate = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true })])
  .optional()
  .transform((v) => (v === '' ? null : v));

const offerFields = {
  title: z.string().trim().min(1, 'Required').max(120),
  description: z.string().trim().max(4000).default(''),
  offer_type: z.enum(OFFER_TYPES).default('banner'),
  priority: z.coerce.number().int().min(-1000).max(1000).default(0),
  target_audience: z.string().trim().min(1).max(40).default('all'),
  click_url: optionalLinkSchema,
  image_url: optionalLinkSchema,
  video_url: optionalLinkSchema,
  start_date: optionalDate,
  end_date: optionalDate,
  status: z.enum(OFFER_STATUSES).default('active'),
};

const datesInOrder = (body: { start_date?: string | null; end_date?: string | null }) =>
  !body.start_date || !body.end_date || Date.parse(body.end_date) >= Date.parse(body.start_date);
const DATES_MESSAGE = { message: 'The end date must not be before the start date', path: ['end_date'] };

export const createOfferRequestSchema = z.object(offerFields).refine(datesInOrder, DATES_MESSAGE);
export type CreateOfferRequest = z.infer<typeof createOfferRequestSchema>;

export const updateOfferRequestSchema = z
  .object({
    ...offerFields,
    description: offerFields.description.unwrap().optional(),
    offer_type: offerFields.offer_type.unwrap().optional(),
    priority: offerFields.priority.unwrap().optional(),
    target_audience: offerFields.target_audience.unwrap().optional(),
    status: offerFields.status.unwrap().optional(),
    title: offerFields.title.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change')
  .refine(datesInOrder, DATES_MESSAGE);
export type UpdateOfferRequest = z.infer<typeof updateOfferRequestSchema>;

/** An offer as staff manage it: with how many times players opened it (POST /api/offer-views). */
export const staffOfferSchema = offerSchema.extend({ views: z.number() });
export type StaffOffer = z.infer<typeof staffOfferSchema>;
export const staffOfferListSchema = z.array(staffOfferSchema);

/** Move an active offer one place up or down the carousel (decision 012). */
export const moveOfferRequestSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Move it up or down' }) });

export const offerDeletedResponseSchema = z.object({ success: z.literal(true), id: z.number() });
