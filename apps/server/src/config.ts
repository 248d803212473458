import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = (protocols: RegExp, example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => protocols.test(v) && URL.canParse(v), `must be a URL like ${example}`)
      .optional(),
  );
/** An IPv4 or IPv6 address, optionally with a /prefix (a CIDR range). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The load balancers whose X-Forwarded-For is believed, as addresses or CIDR ranges. `true` would trust
 * whatever the client writes there, and so hand it every per-address limit: it is refused.
 */
const trustedProxies = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('')
    .transform((value) => (value === 'false' ? '' : value))
    .refine((value) => value !== 'true', {
      message:
        "write the load balancers' addresses or CIDR ranges, comma-separated (for example 127.0.0.1 or 10.0.0.0/8), not true",
    })
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      message: 'each entry must be an IP address or a CIDR range, for example 127.0.0.1, 10.0.0.0/8 or ::1',
    }),
);

const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

/** Every setting the server and the CLI read, with its default. The README's table mirrors this. */
const configSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http://localhost:3000'),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w:.-]+$/)
      .default('club'),
  ),
  TRUST_PROXY: trustedProxies,
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://user:pass@host:587'),
  /** The club's SMS gateway (decision 141): Twilio's Messages endpoint with credentials; unset: an outbox. */
  SMS_URL: optionalUrl(
    /^https?:\/\//,
    'https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID/Messages.json?From=%2B15005550006',
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Poker Club <no-reply@localhost>')),
  // Web Push (decision 140): the club's VAPID key pair (base64url, as web-push's generateVAPIDKeys gives it);
  // without both, the server makes one on first start and keeps it in the database.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  /**
   * Test only (decision 140): lets subscriptions name this machine's loopback addresses, plain http included, so
   * the tests' local push service works. Off by default; refused in production. Never private or metadata ones.
   */
  WEB_PUSH_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  VAPID_SUBJECT: optionalUrl(/^(mailto:|https:\/\/)/, 'mailto:floor@club.example or https://club.example'),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  UPLOAD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['auto', 'never']).default('auto')),
  // Per-address limits must let a club's players, who share one Wi-Fi address, sign up in a burst.
  RATE_LIMIT_IP_PER_MINUTE: positiveInt(3000),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_SIGNIN_PER_IP: positiveInt(1000),
  RATE_LIMIT_SIGNUP_PER_IP: positiveInt(120),
  RATE_LIMIT_STAFF_SIGNIN_PER_IP: positiveInt(200),
  /** Multiplies every per-address limit of a route (sign-ups, sign-ins, uploads, …): more people behind one address. */
  RATE_LIMIT_ADDRESS_FACTOR: positiveInt(1),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  dataDir: string;
  uploadDir: string;
  webDist: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<string, string>> = {},
): Config {
  const parsed = configSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if ((c.VAPID_PUBLIC_KEY === undefined) !== (c.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a key pair) or neither (the server keeps its own)',
    );
  }
  if (c.WEB_PUSH_ALLOW_LOOPBACK === 'true' && c.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PUSH_ALLOW_LOOPBACK: a test-only setting (push to this machine); not in production',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const localHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://${localHost}:${c.PORT}`).replace(/\/$/, ''),
    dataDir,
    uploadDir: path.resolve(c.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

/**
 * Web Push's settings (decision 140): the configured key pair if any, and the VAPID subject: VAPID_SUBJECT, else
 * the public URL when it is https, else a mailto: of the MAIL_FROM address (push services want a contact).
 */
export function webPushSettings(config: Config) {
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : null;
  const mailAddress = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  const subject =
    config.VAPID_SUBJECT ?? (config.publicUrl.startsWith('https://') ? config.publicUrl : `mailto:${mailAddress}`);
  return { keys, subject, allowLoopbackEndpoints: config.WEB_PUSH_ALLOW_LOOPBACK === 'true' };
}
