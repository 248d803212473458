import { type Branding, brandingSchema, validBrandingSchema } from '@club/shared/branding';
import { z } from 'zod';

interface ExportContext {
  /** The viewer's address, when one is known (signed in, or just signed up). */
  playerEmail: string | undefined;
  playerName: string;
}

/**
 * The exported file: the branding, when and for whom (accounts-kyc.md: exportedAt, playerEmail,
 * playerName). Without a known address `playerEmail` is left out rather than written empty (issue 14, item 25).
 */
export function brandingExport(branding: Branding, { playerEmail, playerName }: ExportContext, now = new Date()) {
  const email = playerEmail?.trim();
  return { ...branding, exportedAt: now.toISOString(), ...(email ? { playerEmail: email } : {}), playerName };
}

/** Downloads the branding as JSON, with when and for whom it was exported. */
export function exportBranding(branding: Branding, context: ExportContext, fileName = 'thank-you-branding.json') {
  const document = brandingExport(branding, context);
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** What an import found: the branding to show, a logo still to upload (a data URL from an older file), or why not. */
export type BrandingImport =
  | { ok: true; branding: Branding; logoDataUrl: string | null }
  | { ok: false; message: string };

const fileSchema = brandingSchema.extend({ logoUrl: z.string().nullable() }).passthrough();

/**
 * Reads an exported branding file (accounts-kyc.md section 5: application/json only; a file that does
 * not parse is logged). Checked as the server checks a change, so a refusal names the field. A logo
 * written as a data URL (the old per-browser dialog's files) comes back to be uploaded as the club's image.
 */
export async function importBranding(file: File): Promise<BrandingImport> {
  if (file.type !== 'application/json' && !file.name.toLowerCase().endsWith('.json')) {
    return { ok: false, message: 'Choose a JSON branding file (one made with Export branding).' };
  }
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch (error) {
    console.warn('Branding import: the file is not JSON', error);
    return { ok: false, message: 'This file is not JSON: choose a file made with Export branding.' };
  }
  const shape = fileSchema.safeParse(json);
  if (!shape.success) {
    console.warn('Branding import: not a branding file', shape.error.issues);
    return {
      ok: false,
      message: 'This file is not a branding export: it needs the logo, colours, company name and messages.',
    };
  }
  const logo = shape.data.logoUrl;
  const logoDataUrl = logo?.startsWith('data:image/') ? logo : null;
  const checked = validBrandingSchema.safeParse({ ...shape.data, logoUrl: logoDataUrl ? null : logo });
  if (!checked.success) {
    return { ok: false, message: checked.error.issues.map((issue) => issue.message).join(' ') };
  }
  return { ok: true, branding: checked.data, logoDataUrl };
}

/** Reads an image file as a data URL; anything whose type is not image/* is refused. */
export function readLogoFile(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
