import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { handshakeOutcome, listen } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';

// The test connects through "a load balancer" on 127.0.0.1, so each call can come from an address of its
// choosing (X-Forwarded-For), over HTTP and the socket handshake alike.
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t.app);
});
afterAll(() => t?.close());

const FAILURES_PER_ADDRESS = 30;

const board = (key: string, from: string) =>
  t.app.inject({ url: '/api/display/board', query: { key }, headers: { 'x-forwarded-for': from } });

/** The socket handshake with `key` from `from`: 'connected', or the refusal's message. */
const handshake = (key: string, from: string) =>
  handshakeOutcome(baseUrl, { auth: { displayKey: key }, headers: { 'x-forwarded-for': from } });

async function newKey() {
  const manager = await signedInStaff(t.app, 'manager');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/displays',
    headers: { cookie: manager.cookie },
    payload: { name: 'Poker room TV' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { key: string }).key;
}

const guess = () => randomBytes(32).toString('base64url');

describe('guessing display keys', () => {
  it(`stops an address after ${FAILURES_PER_ADDRESS} wrong keys over HTTP and the socket together; other addresses and right keys elsewhere go on`, async () => {
    const key = await newKey();
    const guesser = '203.0.113.9';
    for (let i = 0; i < FAILURES_PER_ADDRESS / 2; i++) {
      expect((await board(guess(), guesser)).statusCode).toBe(401);
      expect(await handshake(guess(), guesser)).toBe('display key unknown');
    }
    // Over the limit: every try is refused before the key is looked up, the right one included.
    const refused = await board(key, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many wrong display keys from this network. Wait 15 minutes, then open the board’s address again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await handshake(key, guesser)).toBe('display key rate limited');

    const room = '198.51.100.7';
    expect((await board(key, room)).statusCode).toBe(200);
    expect(await handshake(key, room)).toBe('connected');
  });

  it('never counts a right key: a board reading all evening stays open', async () => {
    const key = await newKey();
    const room = '198.51.100.8';
    for (let i = 0; i < FAILURES_PER_ADDRESS + 5; i++) expect((await board(key, room)).statusCode).toBe(200);
    expect(await handshake(key, room)).toBe('connected');
  });
});
