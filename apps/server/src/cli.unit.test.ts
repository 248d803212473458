import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: '/nonexistent-never-opened' },
  });

// Each case starts the CLI in a child process (a second or two each, more on a busy machine).
const SPAWNS_TIMEOUT_MS = 30_000;

describe('the command line', () => {
  it(
    'prints usage and exits non-zero for an unknown command',
    () => {
      const result = cli('make-coffee');
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Unknown command "make-coffee"');
      expect(result.stderr).toContain('Usage: npm run cli -- <command>');
    },
    SPAWNS_TIMEOUT_MS,
  );

  it(
    'prints usage and exits non-zero for a missing or unknown option',
    () => {
      expect(cli('create-staff', '--email', 'a@b.co').stderr).toContain('Missing --password');
      const unknown = cli('seed-demo', '--colour', 'red');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toContain('Usage:');
    },
    SPAWNS_TIMEOUT_MS,
  );

  it(
    'asks for a name: a member is never named after their e-mail',
    () => {
      const result = cli('create-staff', '--email', 'a@b.co', '--password', 'Passw0rdX', '--role', 'cashier');
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Missing --name');
      const blank = cli(
        'create-staff',
        '--email',
        'a@b.co',
        '--password',
        'Passw0rdX',
        '--role',
        'cashier',
        '--name',
        ' ',
      );
      expect(blank.status).toBe(2);
      expect(blank.stderr).toContain('Missing --name');
    },
    SPAWNS_TIMEOUT_MS,
  );

  it(
    'refuses an unknown staff role before touching any database',
    () => {
      const result = cli('create-staff', '--email', 'a@b.co', '--password', 'Passw0rdX', '--role', 'dealer');
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Unknown role "dealer"');
    },
    SPAWNS_TIMEOUT_MS,
  );
});
