import { z } from 'zod';

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

/** The minimum contrast of the text colour on the background colour: WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const contrastMessage = (ratio: number) =>
  `The text colour on the background colour has a contrast of ${ratio.toFixed(2)}:1; players need at least ${MIN_TEXT_CONTRAST}:1 to read it. Choose a lighter text or a darker background (or the other way round).`;

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

/** The spec's defaults (accounts-kyc.md section 3). */
export const DEFAULT_BRANDING: Branding = {
  logoUrl: null,
  primaryColor: '#10b981',
  secondaryColor: '#059669',
  companyName: 'Poker Club',
  thankYouMessage: 'Thank You for Joining Us!',
  subMessage: 'Your KYC documents have been submitted successfully. Please wait for staff approval.',
  backgroundColor: '#0f172a',
  textColor: '#f8fafc',
};
