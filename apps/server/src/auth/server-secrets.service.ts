import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { stillThere } from '../db/rows';
import { serverSecrets } from '../db/schema';

/**
 * The server's secret `name`, made on first use. Every instance reads the same row: the first to ask
 * writes it, a concurrent first ask keeps the row that won.
 */
export async function serverSecret(db: DbOrTx, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return Buffer.from(stillThere(row, `The server secret ${name}`).secret, 'base64url');
}
