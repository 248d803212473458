import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

const dirs: string[] = [];
const tempFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lock-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'pglite'));
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('refuses a second holder while a live process holds it, saying why and what to do', async () => {
    const folder = tempFolder();
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(folder, '..', 'pglite.lock'), String(other.pid));
      expect(() => acquireFolderLock(folder)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(folder)).toThrow(/in use by process \d+.*Stop that process first/s);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process has died', () => {
    const folder = tempFolder();
    fs.writeFileSync(path.join(folder, '..', 'pglite.lock'), '2147483646');
    const lock = acquireFolderLock(folder);
    expect(fs.readFileSync(path.join(folder, '..', 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(folder, '..', 'pglite.lock'))).toBe(false);
  });

  it('is free again once released', () => {
    const folder = tempFolder();
    acquireFolderLock(folder).release();
    const again = acquireFolderLock(folder);
    again.release();
  });
});
