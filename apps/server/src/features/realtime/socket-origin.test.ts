import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { handshakeOutcome, listen } from '../../../test/sockets';

const connectWithOrigin = (url: string, cookie: string, origin?: string) =>
  handshakeOutcome(url, { headers: origin ? { cookie, origin } : { cookie } });

describe('the socket handshake checks Origin like state-changing requests', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    cookie = await playerCookie(t.app.database.db, (await createPlayer(t.app.database.db)).id);
  });
  afterAll(() => t.close());

  it('refuses a socket whose Origin is another site', async () => {
    expect(await connectWithOrigin(url, cookie, 'https://evil.example')).toBe('origin not allowed');
  });

  it('accepts a socket from the public origin', async () => {
    expect(await connectWithOrigin(url, cookie, new URL(t.app.config.publicUrl).origin)).toBe('connected');
  });

  it('accepts a socket without Origin (not a browser page, decision 002)', async () => {
    expect(await connectWithOrigin(url, cookie)).toBe('connected');
  });
});
