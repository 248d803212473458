// The hash a build keeps beside its output (web-build.mjs, server-build.mjs): the names and contents of
// every file it reads, so a start rebuilds only when one of them changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The files under `relative` (a file or a folder of `root`), relative to `root`, minus `notRead`. */
function listFiles(root, relative, notRead) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !notRead.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The sha256 of the files under `inputs` (files and folders relative to `root`), names and contents. */
export function hashSources(root, inputs, notRead) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(root, input, notRead))) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}
