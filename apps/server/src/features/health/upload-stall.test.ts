import net from 'node:net';
import { UPLOAD_BODY_LIMIT, UPLOAD_JSON_DEPTH } from '@club/shared/kyc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { listen } from '../../../test/sockets';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Just under the upload routes' body limit, nested as deep as it goes: the costliest JSON there is to parse. */
const half = Math.floor((UPLOAD_BODY_LIMIT - 1024) / 2);
const deepJson = Buffer.from(`${'['.repeat(half)}${']'.repeat(half)}`);

/**
 * POSTs `body` over a raw socket, the request made beforehand, and resolves with the answer's status
 * line: the sender costs this process next to nothing, so what /api/health waits for is the server.
 */
function postRaw(path: string, body: Buffer): Promise<string> {
  const { port } = new URL(baseUrl);
  const head = Buffer.from(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      // The server may answer and close before the body is through: that is the point.
      socket.write(body, () => {});
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (answer) resolve(answer.split('\r\n')[0] ?? '');
      else reject(error);
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

/** Every /api/health answer's time, one after another, until `until` settles. */
async function healthTimesDuring(until: Promise<unknown>): Promise<number[]> {
  let isDone = false;
  void until.finally(() => {
    isDone = true;
  });
  const times: number[] = [];
  while (!isDone) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    expect(res.status).toBe(200);
  }
  return times;
}

describe('the upload routes under a deeply nested body', () => {
  it('refuse it from no one with 401 before reading it, while /api/health keeps answering within 50 ms', async () => {
    // The first request opens the connection and warms the route: not what is measured.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const paths = ['/api/documents/upload', '/api/staff/media', '/api/documents/upload', '/api/staff/media'];
    // Three rounds, the best counts: parsing the bodies would stall every round for a second or more,
    // while a busy test machine may slow any single one.
    const slowestPerRound: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const attacks = Promise.all(paths.map((path) => postRaw(path, deepJson)));
      const times = await healthTimesDuring(attacks);
      for (const [index, statusLine] of (await attacks).entries()) {
        expect(statusLine, paths[index]).toBe('HTTP/1.1 401 Unauthorized');
      }
      slowestPerRound.push(Math.max(...times));
    }
    const best = Math.min(...slowestPerRound);
    expect(best, `slowest health per round: ${slowestPerRound.map((ms) => ms.toFixed(0)).join(', ')} ms`).toBeLessThan(
      50,
    );
  });

  it('refuse it from a signed-in player or staff member with 400 while it streams in, never 500', async () => {
    const player = await createPlayer(t.app.database.db, { kycStatus: 'pending' });
    const member = await createStaff(t.app.database.db, 'manager');
    const callers = [
      { url: '/api/documents/upload', cookie: await playerCookie(t.app.database.db, player.id, 'onboarding') },
      { url: '/api/staff/media', cookie: await staffCookie(t.app.database.db, member.id) },
    ];
    for (const { url, cookie } of callers) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: deepJson,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'BAD_REQUEST',
        message: `The request body is nested more than ${UPLOAD_JSON_DEPTH} levels deep`,
      });
    }
  });
});
