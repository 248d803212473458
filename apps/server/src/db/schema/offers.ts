import { OFFER_STATUSES, OFFER_TYPES } from '@club/shared/offers';
import { MEDIA_MIME_TYPES } from '@club/shared/media';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    offerType: text('offer_type', { enum: OFFER_TYPES }).notNull().default('banner'),
    priority: integer('priority').notNull().default(0),
    targetAudience: text('target_audience').notNull().default('all'),
    clickUrl: text('click_url'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    startDate: tstz('start_date'),
    endDate: tstz('end_date'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('offers_type', sql`${t.offerType} IN ('banner', 'carousel', 'other')`),
    check('offers_status', sql`${t.status} IN ('active', 'inactive')`),
    check('offers_dates', sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

export const offerViews = pgTable(
  'offer_views',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('offer_views_offer_idx').on(t.offerId)],
);

/** Images and videos staff upload for offers, menu items and ads; checked like KYC files, served by id. */
export const mediaFiles = pgTable('media_files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type', { enum: MEDIA_MIME_TYPES }).notNull(),
  fileSize: integer('file_size').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: createdAt(),
});
