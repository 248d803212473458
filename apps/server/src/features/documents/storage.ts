import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY = /^[a-f0-9]{32}$/;

/** Where a stored file lives: two levels by the key's first characters, so no folder grows huge. */
function filePath(uploadDir: string, storageKey: string): string {
  if (!KEY.test(storageKey)) throw new Error(`bad storage key ${storageKey}`);
  return path.join(uploadDir, storageKey.slice(0, 2), storageKey);
}

/**
 * Uploads live under the upload folder with a random name and no extension, never inside the web
 * build, so nothing but the view route (owner or staff, with nosniff) can ever serve them.
 */
export function assertOutsideStaticFolder(uploadDir: string, webDist: string): void {
  const relative = path.relative(path.resolve(webDist), path.resolve(uploadDir));
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`UPLOAD_DIR (${uploadDir}) must not be inside the web build (${webDist})`);
  }
}

export async function storeFile(uploadDir: string, bytes: Buffer): Promise<string> {
  const storageKey = randomBytes(16).toString('hex');
  const target = filePath(uploadDir, storageKey);
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await fs.promises.writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
  return storageKey;
}

export async function removeFile(uploadDir: string, storageKey: string): Promise<void> {
  await fs.promises.rm(filePath(uploadDir, storageKey), { force: true });
}

export function openFile(uploadDir: string, storageKey: string): fs.ReadStream {
  return fs.createReadStream(filePath(uploadDir, storageKey));
}

export async function fileExists(uploadDir: string, storageKey: string): Promise<boolean> {
  return fs.promises.access(filePath(uploadDir, storageKey)).then(
    () => true,
    () => false,
  );
}
