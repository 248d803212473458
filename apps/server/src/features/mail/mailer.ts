import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
  return {
    async send(message) {
      const [row] = await options.db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) {
        // Without SMTP the outbox is the mailbox; the log line carries the text so links can be followed.
        options.log.info({ to: message.to, subject: message.subject }, `mail (outbox only): ${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        options.log.error({ err: error, to: message.to }, 'mail delivery failed');
        await options.db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, row!.id));
      }
    },
    async close() {
      transport?.close();
    },
  };
}
