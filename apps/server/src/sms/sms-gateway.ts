import { createHmac, timingSafeEqual } from 'node:crypto';

// The club's SMS gateway (issue 31, decision 141): SMS_URL names an HTTP provider. One adapter is written, for
// Twilio's Messages API; without SMS_URL the texts stay in the outbox (page_deliveries) and a log line says so.

/** What the provider said about a text it took: its id and its status ('queued', 'sent', …). */
export interface SmsReceipt {
  providerId: string | null;
  status: string;
}

/** A text the gateway refused (4xx: never retried) or could not take (5xx, network: retried). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsGateway {
  /** 'twilio', or 'outbox' when no gateway is configured. */
  readonly kind: 'twilio' | 'outbox';
  /** Sends one text; throws SmsSendError. The outbox gateway only logs. */
  send(to: string, text: string): Promise<SmsReceipt>;
  /**
   * Whether a delivery report really comes from the provider: its signature over the callback's URL and form
   * fields, made with the account's secret. Always false for the outbox (nothing reports to it).
   */
  isSignedReport(url: string, fields: Record<string, string>, signature: string): boolean;
}

/** Twilio's request signature: HMAC-SHA1 with the Auth Token over the URL and the form's fields sorted by name. */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

interface Logger {
  info(details: object, message: string): void;
}

/** Without SMS_URL: the text is kept in its page_deliveries row (state 'outbox') and logged, as mail does. */
export function outboxGateway(log: Logger): SmsGateway {
  return {
    kind: 'outbox',
    async send(to, text) {
      log.info({ to }, `sms (outbox only): ${text}`);
      return { providerId: null, status: 'outbox' };
    },
    isSignedReport: () => false,
  };
}

/** The parameters of SMS_URL that are the adapter's own, not fields of the provider's form. */
const OWN_PARAMS = ['DefaultCountryCode'];

/**
 * A number as the provider wants it (E.164): the club keeps digits only; a number of 10 digits or fewer is a
 * national one and gets SMS_URL's DefaultCountryCode (when given).
 */
export function toE164(phone: string, defaultCountryCode: string | null): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 10 && defaultCountryCode) return `+${defaultCountryCode}${digits}`;
  return `+${digits}`;
}

/**
 * Twilio's Messages API: SMS_URL is the account's Messages endpoint with the Account SID and Auth Token as the
 * URL's user and password, and the sender as a query parameter, e.g.
 * https://AC…:token@api.twilio.com/2010-04-01/Accounts/AC…/Messages.json?From=%2B15005550006 (or
 * MessagingServiceSid=MG…). Each text is one form-encoded POST of To, Body and those parameters with basic auth;
 * 201 answers { sid, status }. `statusCallback`: the URL Twilio reports delivery to.
 */
export function twilioGateway(
  smsUrl: string,
  options: { statusCallback?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): SmsGateway {
  const url = new URL(smsUrl);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const fields = new URLSearchParams(url.search);
  const defaultCountryCode = fields.get('DefaultCountryCode');
  for (const own of OWN_PARAMS) fields.delete(own);
  url.username = '';
  url.password = '';
  url.search = '';
  const endpoint = url.toString();
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'twilio',
    async send(to, text) {
      const form = new URLSearchParams(fields);
      form.set('To', toE164(to, defaultCountryCode));
      form.set('Body', text);
      if (options.statusCallback) form.set('StatusCallback', options.statusCallback);
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const cause =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
        throw new SmsSendError(`the SMS gateway did not answer${cause ? ` (${cause})` : ''}`, true);
      }
      const answer = await response.text();
      let json: { sid?: unknown; status?: unknown; message?: unknown } = {};
      try {
        json = JSON.parse(answer) as typeof json;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (!response.ok) {
        const said = typeof json.message === 'string' ? json.message : answer.slice(0, 200).trim();
        throw new SmsSendError(
          `the SMS gateway answered ${response.status}${said ? `: ${said}` : ''}`,
          response.status >= 500 || response.status === 429,
        );
      }
      return {
        providerId: typeof json.sid === 'string' ? json.sid : null,
        status: typeof json.status === 'string' ? json.status : 'sent',
      };
    },
    isSignedReport(reportUrl, reportFields, signature) {
      const expected = Buffer.from(twilioSignature(password, reportUrl, reportFields));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The gateway SMS_URL names, or the outbox. */
export function createSmsGateway(options: { smsUrl?: string; statusCallback?: string; log: Logger }): SmsGateway {
  return options.smsUrl
    ? twilioGateway(options.smsUrl, { statusCallback: options.statusCallback })
    : outboxGateway(options.log);
}
