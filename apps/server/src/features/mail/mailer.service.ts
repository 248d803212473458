import { returnedRow } from '../../db/rows';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The text carries a credential (a password reset link): never logged above debug. */
  isCredential?: boolean;
}

export interface Mailer {
  /** Stores the message in the outbox, then sends it over SMTP when configured. Never throws on delivery. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export async function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Promise<Mailer> {
  const transport = options.smtpUrl
    ? (await import('nodemailer')).createTransport(options.smtpUrl, { from: options.from })
    : null;
  const pending = new Set<Promise<void>>();
  const deliver = async (smtp: NonNullable<typeof transport>, id: number, message: MailMessage) => {
    try {
      await smtp.sendMail({ from: options.from, ...message });
      await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      options.log.error({ err: error, to: message.to }, 'mail delivery failed');
      await options.db
        .update(mailOutbox)
        .set({ error: String(error) })
        .where(eq(mailOutbox.id, id))
        .catch(() => {});
    }
  };
  return {
    async send({ isCredential = false, ...message }) {
      const row = returnedRow(await options.db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id }));
      if (!transport) {
        // Without SMTP the outbox is the mailbox; the log line carries the text so links can be followed.
        // A reset link is a live credential: anyone reading the log at info could take the account.
        const meta = { to: message.to, subject: message.subject };
        if (isCredential) {
          options.log.info(meta, 'mail (outbox only): the link is in the outbox, and in the log at LOG_LEVEL=debug');
          options.log.debug(meta, `mail (outbox only): ${message.text}`);
        } else options.log.info(meta, `mail (outbox only): ${message.text}`);
        return;
      }
      // Delivery happens after the answer: a slow mail server must not hold up sign-up. The outbox row
      // records the outcome either way.
      const delivery = deliver(transport, row.id, message);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
