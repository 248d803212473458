import { z } from 'zod';

/**
 * Staff images for offers, menu items and ads: JPG or PNG, checked by their bytes exactly as KYC files
 * are (the KYC upload checks, without PDF), 5 MB at most.
 */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const MAX_MEDIA_BYTES = 5_242_880;
export const mediaUrl = (id: number) => `/api/media/${id}`;
export const mediaIdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * A link staff attach to an offer, ad or image: an http(s) address or a path on this site. Anything
 * else (javascript:, data:, protocol-relative //host) could run script or leave the site unseen.
 */
export const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => /^https?:\/\/[\w.-]+(:\d+)?([/?#][^\s\\]*)?$/i.test(v) || /^\/(?!\/)[^\s\\]*$/.test(v),
    'Use an http(s) address or a path on this site starting with /',
  );

/** An optional link: empty or null clears it. */
export const optionalLinkSchema = z
  .union([z.literal(''), z.null(), linkSchema])
  .optional()
  .transform((v) => (v === '' ? null : v));

export const uploadMediaRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** A data URL: data:image/png;base64,… */
  fileData: z
    .string()
    .min(1)
    .max(Math.ceil(MAX_MEDIA_BYTES / 3) * 4 + 200),
  fileSize: z.coerce.number().int().min(1),
  mimeType: z.string().trim().min(1).max(100),
});
export type UploadMediaRequest = z.infer<typeof uploadMediaRequestSchema>;

export const mediaFileSchema = z.object({
  id: z.number(),
  url: z.string(),
  fileName: z.string(),
  mimeType: z.enum(MEDIA_MIME_TYPES),
  fileSize: z.number(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
