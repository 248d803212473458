import { fromPaise, toPaise } from '@club/shared/money';
import type { StructureItem, TournamentStructure } from '@club/shared/tournament-structure';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type StoredStructureItem, tournamentStructures, tournamentStructureTemplates } from '../../../db/schema';

type StructureRow = typeof tournamentStructures.$inferSelect;
type TemplateRow = typeof tournamentStructureTemplates.$inferSelect;

function toItem(item: StoredStructureItem): StructureItem {
  if (item.kind === 'break') return { kind: 'break', minutes: item.minutes, colorUp: item.colorUp ?? null };
  return {
    kind: 'level',
    smallBlind: item.smallBlind,
    bigBlind: item.bigBlind,
    ante: item.ante,
    anteKind: item.anteKind as Extract<StructureItem, { kind: 'level' }>['anteKind'],
    minutes: item.minutes,
  };
}

/** A stored structure (a tournament's or a template's) in the API's shape, prices back in rupees. */
export function toStructure(row: StructureRow | TemplateRow): TournamentStructure {
  return {
    startingStack: row.startingStack,
    levels: row.levels.map(toItem),
    lateRegistrationLevels: row.lateRegistrationLevels,
    entryRules: {
      maxReentries: row.maxReentries,
      reentryUntilLevel: row.reentryUntilLevel,
      rebuy:
        row.rebuyPricePaise === null
          ? null
          : {
              price: fromPaise(row.rebuyPricePaise),
              chips: row.rebuyChips ?? 0,
              untilLevel: row.rebuyUntilLevel ?? 1,
              atOrBelowStartingStack: row.rebuyAtOrBelowStack,
            },
      addOn:
        row.addOnPricePaise === null
          ? null
          : { price: fromPaise(row.addOnPricePaise), chips: row.addOnChips ?? 0, atLevel: row.addOnAtLevel ?? 1 },
      fee: fromPaise(row.feePaise),
      bounty: fromPaise(row.bountyPaise),
    },
  };
}

/** The columns of a structure: chips and minutes as they are, prices in paise. */
export function structureColumns(structure: TournamentStructure) {
  const { entryRules: rules } = structure;
  return {
    startingStack: structure.startingStack,
    levels: structure.levels.map(toItem) as StoredStructureItem[],
    lateRegistrationLevels: structure.lateRegistrationLevels,
    maxReentries: rules.maxReentries,
    reentryUntilLevel: rules.reentryUntilLevel,
    rebuyPricePaise: rules.rebuy ? toPaise(rules.rebuy.price) : null,
    rebuyChips: rules.rebuy?.chips ?? null,
    rebuyUntilLevel: rules.rebuy?.untilLevel ?? null,
    rebuyAtOrBelowStack: rules.rebuy?.atOrBelowStartingStack ?? false,
    addOnPricePaise: rules.addOn ? toPaise(rules.addOn.price) : null,
    addOnChips: rules.addOn?.chips ?? null,
    addOnAtLevel: rules.addOn?.atLevel ?? null,
    feePaise: toPaise(rules.fee),
    bountyPaise: toPaise(rules.bounty),
  };
}

export async function findStructure(db: DbOrTx, tournamentId: number): Promise<StructureRow | null> {
  const [row] = await db.select().from(tournamentStructures).where(eq(tournamentStructures.tournamentId, tournamentId));
  return row ?? null;
}

export async function saveStructure(tx: DbOrTx, tournamentId: number, structure: TournamentStructure) {
  const columns = structureColumns(structure);
  await tx
    .insert(tournamentStructures)
    .values({ tournamentId, ...columns })
    .onConflictDoUpdate({ target: tournamentStructures.tournamentId, set: { ...columns, updatedAt: sql`now()` } });
}

export function listTemplateRows(db: DbOrTx): Promise<TemplateRow[]> {
  return db
    .select()
    .from(tournamentStructureTemplates)
    .orderBy(asc(sql`lower(${tournamentStructureTemplates.name})`), asc(tournamentStructureTemplates.id));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(tournamentStructureTemplates).where(eq(tournamentStructureTemplates.id, id));
  return row ?? null;
}

export async function templateNamed(db: DbOrTx, name: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(tournamentStructureTemplates)
    .where(eq(sql`lower(${tournamentStructureTemplates.name})`, name.toLowerCase()));
  return row ?? null;
}

export async function insertTemplate(
  tx: DbOrTx,
  input: { name: string; structure: TournamentStructure; createdBy: number | null },
): Promise<TemplateRow> {
  const [row] = await tx
    .insert(tournamentStructureTemplates)
    .values({ name: input.name, createdBy: input.createdBy, ...structureColumns(input.structure) })
    .returning();
  if (!row) throw new Error('the template was not saved');
  return row;
}
