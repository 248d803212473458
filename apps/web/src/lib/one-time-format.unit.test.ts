import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14, item 25: one time format everywhere, on the club's clock. Every date or time a screen shows
// goes through lib/format.ts (formatClubTime and friends, in the club settings' time zone); no screen
// formats one itself, nor shows a date the server formatted in a zone of its own (a document's
// `formattedDate` was India time whatever the club's zone).
const src = path.resolve(import.meta.dirname, '..');
const FORMATTERS = [
  /\.toLocale(Date|Time)String\(/,
  // A number's toLocaleString (amounts, counts) is fine; a date's is not.
  /(Date\([^)]*\)|[Aa]t|[Tt]ime|[Dd]ate)\.toLocaleString\(/,
  /new Intl\.DateTimeFormat\(/,
  /\.formattedDate\b/,
  /\.get(Hours|Minutes|Day|Date|Month|FullYear)\(\)/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('dates and times on screen', () => {
  it('are formatted only by lib/format.ts, in the club’s time zone', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !file.endsWith(path.join('lib', 'format.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            FORMATTERS.some((pattern) => pattern.test(line))
              ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
