import { z } from 'zod';
import { contrastMessage, contrastRatio, MIN_TEXT_CONTRAST } from './branding-constants';

export * from './branding-constants';

// The club's branding (accounts-kyc.md section 3 "Branding settings"; issue 19; decision 090): one set for
// the whole club, stored with the club settings, edited by a super admin on the console's Settings page
// and applied to the player portal for every player (the thank-you page, the sign-in page's name).

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** A colour as the spec stores it: #rrggbb. */
export const hexColorSchema = (label: string) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOR, `${label}: use a colour as #rrggbb, such as #10b981.`)
    .transform((v) => v.toLowerCase());

/**
 * The logo: an image uploaded through the staff media route (checked by its bytes, decision 014), so
 * only /api/media/{id}; null: the club's default mark.
 */
export const brandingLogoSchema = z
  .string()
  .trim()
  .regex(
    /^\/api\/media\/[1-9][0-9]{0,15}$/,
    'The logo must be an image uploaded here (JPG or PNG): choose the file with "Upload logo".',
  )
  .nullable();

const fields = {
  logoUrl: brandingLogoSchema,
  primaryColor: hexColorSchema('Primary colour'),
  secondaryColor: hexColorSchema('Secondary colour'),
  companyName: z
    .string()
    .trim()
    .min(1, 'Please enter the company name.')
    .max(80, 'The company name is at most 80 characters.'),
  thankYouMessage: z
    .string()
    .trim()
    .min(1, 'Please enter the thank-you message.')
    .max(120, 'The thank-you message is at most 120 characters.'),
  subMessage: z.string().trim().max(300, 'The sub-message is at most 300 characters.'),
  backgroundColor: hexColorSchema('Background colour'),
  textColor: hexColorSchema('Text colour'),
};

/** The branding as it is read (GET) and pushed. */
export const brandingSchema = z.object({
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  companyName: z.string(),
  thankYouMessage: z.string(),
  subMessage: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** PATCH: any of the fields; the server checks the contrast of the result (text on background). */
export const brandingChangeSchema = z.object(fields).partial();

/** A whole branding, checked as the server checks it: an imported file is checked with this before it is shown. */
export const validBrandingSchema = z.object(fields).superRefine((value, ctx) => {
  const ratio = contrastRatio(value.textColor, value.backgroundColor);
  if (ratio < MIN_TEXT_CONTRAST) ctx.addIssue({ code: 'custom', path: ['textColor'], message: contrastMessage(ratio) });
});
