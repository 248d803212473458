// Zod-free (the sign-in page's first chunk reads these, decision 040): the branding's defaults and the
// contrast rule. The schemas are in ./branding.

/** The club's branding (accounts-kyc.md section 3 "Branding settings"). */
export interface BrandingValues {
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  companyName: string;
  thankYouMessage: string;
  subMessage: string;
  backgroundColor: string;
  textColor: string;
}

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

/** The spec's defaults (accounts-kyc.md section 3). */
export const DEFAULT_BRANDING: BrandingValues = {
  logoUrl: null,
  primaryColor: '#10b981',
  secondaryColor: '#059669',
  companyName: 'Poker Club',
  thankYouMessage: 'Thank You for Joining Us!',
  subMessage: 'Your KYC documents have been submitted successfully. Please wait for staff approval.',
  backgroundColor: '#0f172a',
  textColor: '#f8fafc',
};
