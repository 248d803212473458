import { type Branding, brandingSchema } from './branding-settings';

interface ExportContext {
  /** The viewer's address, when one is known (signed in, or just signed up). */
  playerEmail: string | undefined;
  playerName: string;
}

/**
 * The exported file: the branding, when and for whom. Without a known address `playerEmail` is left
 * out rather than written empty (issue 14, item 25).
 */
export function brandingExport(branding: Branding, { playerEmail, playerName }: ExportContext, now = new Date()) {
  const email = playerEmail?.trim();
  return { ...branding, exportedAt: now.toISOString(), ...(email ? { playerEmail: email } : {}), playerName };
}

/** Downloads the branding as JSON, with when and for whom it was exported. */
export function exportBranding(branding: Branding, context: ExportContext) {
  const document = brandingExport(branding, context);
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: 'thank-you-branding.json' });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Reads an exported branding file. accounts-kyc.md section 5: only application/json, and a
 * file that does not parse is only logged.
 */
export async function importBranding(file: File): Promise<Branding | null> {
  if (file.type !== 'application/json') return null;
  try {
    const parsed = brandingSchema.safeParse(JSON.parse(await file.text()));
    if (parsed.success) return parsed.data;
    console.error('Branding import: not a branding file', parsed.error.issues);
  } catch (error) {
    console.error('Branding import: the file is not JSON', error);
  }
  return null;
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
