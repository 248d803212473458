import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';
import { mailOutbox, type players } from '../src/db/schema';
import { hashPassword } from '../src/auth/password';
import { PLAYER_COOKIE, STAFF_COOKIE } from '../src/plugins/auth';
import { createPlayer } from './fixtures';

/** The password every account made by these helpers signs in with. */
export const PASSWORD = 'Passw0rd!';

export const uniqueTag = () => randomBytes(4).toString('hex');

/** A well-formed sign-up body for a new player; every unique field is fresh. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag();
  return {
    email: `signup-${tag}@example.com`,
    password: PASSWORD,
    first_name: 'Asha',
    last_name: 'Rao',
    phone: String(7_000_000_000 + (Number.parseInt(tag, 16) % 999_999_999)),
    nickname: `ace-${tag}`,
    ...overrides,
  };
}

export const signUp = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signup-automation',
    headers: { 'x-skip-email': 'true' },
    payload: body,
  });

export const signIn = (app: FastifyInstance, body: { email: string; password: string; remember?: boolean }) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: body });

export const getMe = (app: FastifyInstance, cookie?: string) =>
  app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });

type SetCookie = LightMyRequestResponse['cookies'][number];

/** The Set-Cookie of `name` in a response, or undefined. */
export const setCookie = (res: LightMyRequestResponse, name: string = PLAYER_COOKIE): SetCookie | undefined =>
  res.cookies.find((c) => c.name === name);

/** A Cookie header that replays the session the response set. */
export function cookieFrom(res: LightMyRequestResponse, name: string = PLAYER_COOKIE): string {
  const cookie = setCookie(res, name);
  if (!cookie?.value) throw new Error(`no ${name} cookie in the response (${res.statusCode} ${res.body})`);
  return `${name}=${cookie.value}`;
}

/** The same session token sent under the other cookie name: a player token as a staff cookie and back. */
export const swapCookieName = (cookie: string) =>
  cookie.startsWith(`${PLAYER_COOKIE}=`)
    ? cookie.replace(`${PLAYER_COOKIE}=`, `${STAFF_COOKIE}=`)
    : cookie.replace(`${STAFF_COOKIE}=`, `${PLAYER_COOKIE}=`);

export async function mailsTo(db: Db, email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

/** The token and e-mail of the link in the newest mail to `email` whose subject contains `subject`. */
export async function linkInLatestMail(db: Db, email: string, subject: string) {
  const mail = (await mailsTo(db, email)).find((m) => m.subject.includes(subject));
  if (!mail) throw new Error(`no mail about "${subject}" to ${email}`);
  const href = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error(`no link in the mail to ${email}: ${mail.text}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

export const verificationLink = (db: Db, email: string) => linkInLatestMail(db, email, 'confirm your e-mail');
export const passwordResetLink = (db: Db, email: string) => linkInLatestMail(db, email, 'reset your password');

export const verifyEmail = (app: FastifyInstance, token: string, email: string) =>
  app.inject({ url: `/api/email-verification/verify-email?${new URLSearchParams({ token, email })}` });

let realHash: Promise<string> | undefined;
/**
 * A fixture player who signs in with PASSWORD (one argon2 hash per test file, shared). Defaults as in
 * fixtures.ts: e-mail verified and KYC verified.
 */
export async function createPlayerWithPassword(db: Db, overrides: Partial<typeof players.$inferInsert> = {}) {
  realHash ??= hashPassword(PASSWORD);
  return createPlayer(db, { passwordHash: await realHash, ...overrides });
}

/** Runs `task` over `items` with at most `limit` at a time (argon2 is memory-hungry). */
export async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
