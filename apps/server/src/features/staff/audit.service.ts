import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Every staff action writes one row: who, what, on which entity, before and after. Call it inside the action's transaction. */
export async function writeAudit(
  tx: DbOrTx,
  entry: {
    staffId: number | null;
    playerId?: number | null;
    action: string;
    entity: string;
    entityId: string | number;
    before?: unknown;
    after?: unknown;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    playerId: entry.playerId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: toJson(entry.before),
    after: toJson(entry.after),
    note: entry.note ?? null,
  });
}

// jsonb cannot hold bigint: money goes in as decimal strings of paise.
const toJson = (value: unknown) =>
  value === undefined ? null : JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
