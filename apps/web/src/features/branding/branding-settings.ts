import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #RRGGBB');

/** Branding of the interactive thank-you page (accounts-kyc.md section 3). */
export const brandingSchema = z.object({
  logoUrl: z.string().max(3_000_000).nullable(),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  companyName: z.string().trim().min(1).max(80),
  thankYouMessage: z.string().max(200),
  subMessage: z.string().max(500),
  backgroundColor: hexColor,
  textColor: hexColor,
});
export type Branding = z.infer<typeof brandingSchema>;

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

// Kept in this browser only: the page is a preview tool, not club-wide settings.
const STORAGE_KEY = 'thank_you_branding';

export function loadBranding(): Branding {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    const parsed = brandingSchema.safeParse(stored ? JSON.parse(stored) : undefined);
    return parsed.success ? parsed.data : DEFAULT_BRANDING;
  } catch {
    return DEFAULT_BRANDING;
  }
}

/** False when the browser refused to store it (a large logo can exceed the storage quota). */
export function saveBranding(branding: Branding): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(branding));
    return true;
  } catch {
    return false;
  }
}
