import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service of the test's own (decision 140): an HTTP server on 127.0.0.1 that keeps what it receives and
// answers the status the test names per endpoint, and a browser's side of a subscription (its P-256 key pair
// and auth secret) that decrypts the payload by RFC 8291 (aes128gcm, RFC 8188) with node:crypto only.

export interface PushDelivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushService() {
  const received: PushDelivery[] = [];
  const statuses = new Map<string, number>();
  const waiters: Array<{ path: string; resolve: (delivery: PushDelivery) => void }> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = { path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(delivery);
      response.writeHead(statuses.get(delivery.path) ?? 201).end();
      for (const waiter of waiters.filter((w) => w.path === delivery.path)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(delivery);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new endpoint of this service (a device), answering `status` (201 unless told). */
    endpoint(status = 201) {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      statuses.set(path, status);
      return { url: `${origin}${path}`, path };
    },
    answer(path: string, status: number) {
      statuses.set(path, status);
    },
    deliveriesTo: (path: string) => received.filter((delivery) => delivery.path === path),
    /** The next push to `path` (or one already received and not yet taken by `since`). */
    next(path: string, since = 0, ms = 5000): Promise<PushDelivery> {
      const already = received.filter((delivery) => delivery.path === path)[since];
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push to ${path} within ${ms} ms`)), ms);
        waiters.push({
          path,
          resolve: (delivery) => {
            clearTimeout(timer);
            resolve(delivery);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription to `endpoint`: the keys it posts, and the decryption only it can do. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const userAgentPublic = ecdh.getPublicKey();
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: userAgentPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    /** RFC 8291 section 3.4 with RFC 8188's header: salt, record size, the sender's public key, one record. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const ecdhSecret = ecdh.computeSecret(senderPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgentPublic, senderPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by
 * the key named, for this audience, not expired. Answers the key and the claims.
 */
export function verifyVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token = '', key = ''] = match;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID token’s signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== audience) throw new Error(`the VAPID audience is ${claims.aud}, not ${audience}`);
  const now = Date.now() / 1000;
  if (claims.exp <= now || claims.exp > now + 24 * 3600) throw new Error('the VAPID token’s expiry is out of range');
  return { publicKey: key, claims, alg: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg as string };
}
