import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14, item 25: `npm install` on Node 20 warned that cookie@2 needs Node 22 (EBADENGINE). The club
// runs on Node 20 (package.json engines), so every locked package must declare support for it.
const root = path.resolve(import.meta.dirname, '../../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
};

type Version = [number, number, number];
const parse = (text: string): { version: Version; wildcard: number } => {
  const parts = text.replace(/^v/, '').split('.');
  const numbers: number[] = [];
  for (const part of parts.slice(0, 3)) {
    if (part === 'x' || part === '*' || part === 'X' || part === '') break;
    numbers.push(Number.parseInt(part, 10));
  }
  const wildcard = numbers.length;
  while (numbers.length < 3) numbers.push(0);
  return { version: numbers as Version, wildcard };
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The npm range forms found in the lock: ||, spaces, >=, >, <=, <, ^, ~, x and * wildcards. */
function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return tokens.every((token) => {
      const [, operator = '', rest = ''] = /^(>=|<=|>|<|\^|~|=)?(.*)$/.exec(token) ?? [];
      if (rest === '*' || rest === 'x' || rest === '') return true;
      const { version: bound, wildcard } = parse(rest);
      const order = compare(version, bound);
      switch (operator) {
        case '>=':
          return order >= 0;
        case '>':
          return order > 0;
        case '<=':
          return order <= 0;
        case '<':
          return order < 0;
        case '^': {
          const major = bound[0];
          return order >= 0 && version[0] === major;
        }
        case '~':
          return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
        default:
          // A bare version: its wildcard parts match anything.
          return bound.slice(0, wildcard).every((n, i) => version[i] === n);
      }
    });
  });
}

describe('the locked packages run on the Node the club uses', () => {
  it('reads npm ranges as npm does', () => {
    expect(satisfies([20, 19, 0], '>=22')).toBe(false);
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([20, 18, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '10.* || >= 12.*')).toBe(true);
    expect(satisfies([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([20, 19, 0], '>=16 || 14 >=14.17')).toBe(true);
  });

  it('has no package (cookie@2 was one) that needs a newer Node than 20.19', () => {
    const node = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } })
      .engines.node;
    expect(node).toBe('>=20');
    const unsupported = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return range !== undefined && !satisfies([20, 19, 0], range);
      })
      .map(([where, entry]) => `${where}@${entry.version} (node ${JSON.stringify(entry.engines)})`);
    expect(unsupported).toEqual([]);
  });
});
