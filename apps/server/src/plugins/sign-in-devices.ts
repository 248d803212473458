import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverSecret } from '../auth/server-secrets.service';

/**
 * Device cookies against account lock-out (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"): a successful sign-in leaves a signed, HttpOnly cookie saying "this browser signed in to
 * this account". The per-account ceiling over every address applies to unknown devices only, so no
 * one with a hundred addresses can lock the owner out of a browser they used before (issue 27, item 15).
 *
 * An entry is `<issued at, seconds>.<HMAC-SHA256(kind, e-mail, issued at)>`: it names no account (the
 * e-mail is only inside the MAC), so a shared browser does not tell whose accounts were used on it.
 */
export type SignInKind = 'player' | 'staff';

const COOKIE_NAMES: Record<SignInKind, string> = { player: 'club_device', staff: 'club_staff_device' };
const SECRET_NAME = 'sign-in-device';
/** A device stays known this long after its last successful sign-in. */
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Accounts remembered per browser (a family's tablet, a shared staff desk); the newest are kept. */
const DEVICES_PER_COOKIE = 5;
const MAX_COOKIE_LENGTH = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The key device cookies are signed with: read (or made) once per app, from the database. */
    signInDeviceKey(): Promise<Buffer>;
  }
}

export const signInDevicesPlugin = fp(async (app) => {
  let key: Promise<Buffer> | null = null;
  app.decorate('signInDeviceKey', () => {
    key ??= serverSecret(app.database.db, SECRET_NAME).catch((error: unknown) => {
      key = null; // The database was away: the next sign-in asks again.
      throw error;
    });
    return key;
  });
});

const mac = (key: Buffer, kind: SignInKind, email: string, issuedAt: number) =>
  createHmac('sha256', key).update(`${kind}\n${email.trim().toLowerCase()}\n${issuedAt}`).digest('base64url');

function entriesOf(request: FastifyRequest, kind: SignInKind): Array<{ issuedAt: number; signature: string }> {
  const value = request.cookies[COOKIE_NAMES[kind]];
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const now = Math.floor(Date.now() / 1000);
  return value.split('~').flatMap((entry) => {
    const [issued = '', signature = ''] = entry.split('.');
    const issuedAt = Number(issued);
    const isFresh = /^\d{1,12}$/.test(issued) && issuedAt <= now && now - issuedAt < DEVICE_TTL_SECONDS;
    return isFresh && /^[\w-]{43}$/.test(signature) ? [{ issuedAt, signature }] : [];
  });
}

const sameSignature = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The signature that proves this browser signed in to the account before, or null for an unknown device. */
export async function knownDevice(request: FastifyRequest, kind: SignInKind, email: string): Promise<string | null> {
  const entries = entriesOf(request, kind);
  if (entries.length === 0) return null;
  const key = await request.server.signInDeviceKey();
  const match = entries.find((entry) => sameSignature(entry.signature, mac(key, kind, email, entry.issuedAt)));
  return match?.signature ?? null;
}

/** After a right password: this browser is a known device for the account (the newest entry first). */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SignInKind,
  email: string,
): Promise<void> {
  const key = await request.server.signInDeviceKey();
  const issuedAt = Math.floor(Date.now() / 1000);
  const others = entriesOf(request, kind).filter(
    (entry) => !sameSignature(entry.signature, mac(key, kind, email, entry.issuedAt)),
  );
  const entries = [{ issuedAt, signature: mac(key, kind, email, issuedAt) }, ...others].slice(0, DEVICES_PER_COOKIE);
  reply.setCookie(COOKIE_NAMES[kind], entries.map((entry) => `${entry.issuedAt}.${entry.signature}`).join('~'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: DEVICE_TTL_SECONDS,
  });
}
