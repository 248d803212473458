import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server that appends each message (to, subject, raw source) as a JSON line to `file`. */
export async function startMailSink(file) {
  fs.writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        fs.appendFileSync(file, `${JSON.stringify({ to, subject, raw, at: Date.now() })}\n`);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, close: () => new Promise((r) => server.close(r)) };
}
