import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import type {
  StructureTemplate,
  TournamentStructure,
  TournamentStructureView,
} from '@club/shared/tournament-structure';
import { AppError, notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { entryFigures, findTournamentRow, lockTournament } from '../tournaments.repo';
import { projectedLengthMs, projectSchedule, readClock, settleClock } from '../clock/clock';
import { publishTournamentClock } from '../clock/clock.events';
import { findClock, lockClock, saveClock } from '../clock/clock.repo';
import { readTournamentClock } from '../clock/clock-view.service';
import { refusePlayedRowsChange } from './structure-change';
import {
  findStructure,
  findTemplate,
  insertTemplate,
  listTemplateRows,
  saveStructure,
  templateNamed,
  toStructure,
} from './structures.repo';

/**
 * The projected end for a template's list: through the first level whose big blind reaches the chips in
 * play over this many big blinds, i.e. heads-up with about 15 big blinds each (decision 110).
 */
const ENDGAME_TOTAL_BIG_BLINDS = 30;

/** A tournament's structure with each row's projected start (GET and the answer of every change). */
export async function readStructureView(
  db: DbOrTx,
  tournamentId: number,
  now = new Date(),
): Promise<TournamentStructureView> {
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw notFound('Tournament');
  const [row, { clock }] = await Promise.all([findStructure(db, tournamentId), findClock(db, tournamentId)]);
  const structure = row ? toStructure(row) : null;
  const rows = structure?.levels ?? [];
  const schedule = projectSchedule(clock, rows, now, tournament.startTime);
  return {
    tournamentId,
    structure,
    projectedStarts: schedule.starts.map((at) => at?.toISOString() ?? null),
    projectedEndOfStructure: schedule.end?.toISOString() ?? null,
    lockedThroughIndex: clock.status === 'not_started' ? null : readClock(clock, rows, now).levelIndex,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const rupees = (paise: bigint) => formatRupees(fromPaise(paise));

/**
 * A knockout's bounty (decision 134) is part of the buy-in, so at most the buy-in; and every entry carries the
 * bounty it was bought with, so it cannot change once anyone has entered.
 */
async function refuseBountyChange(
  tx: DbOrTx,
  tournament: { id: number; buyInPaise: bigint },
  beforePaise: bigint,
  structure: TournamentStructure,
) {
  const bountyPaise = toPaise(structure.entryRules.bounty);
  if (bountyPaise > tournament.buyInPaise) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The bounty (${rupees(bountyPaise)}) is part of the buy-in, so at most the buy-in (${rupees(tournament.buyInPaise)})`,
    );
  }
  if (bountyPaise === beforePaise) return;
  const { entries } = await entryFigures(tx, tournament.id);
  if (entries > 0) {
    throw new AppError(
      'INVALID_STATE',
      `The bounty cannot change once players have entered: ${entries} ${entries === 1 ? 'entry carries' : 'entries carry'} ${rupees(beforePaise)}`,
    );
  }
}

/**
 * Sets a tournament's structure. Once the clock has started, the rows through the current one and the
 * starting stack stay as they are (409 with why); the clock is first brought to `now` under the old
 * structure, so rows that ended before the change keep their place.
 */
export async function setStructure(
  ctx: UseCaseContext,
  input: { staffId: number; tournamentId: number; structure: TournamentStructure; templateName?: string; now?: Date },
): Promise<TournamentStructureView> {
  const now = input.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, input.tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (tournament.status === 'finished' || tournament.status === 'cancelled') {
      throw new AppError('INVALID_STATE', `The tournament is ${tournament.status}: its structure cannot change`);
    }
    const beforeRow = await findStructure(tx, input.tournamentId);
    const before = beforeRow ? toStructure(beforeRow) : null;
    await refuseBountyChange(tx, tournament, beforeRow?.bountyPaise ?? 0n, input.structure);
    const { clock, version } = await lockClock(tx, input.tournamentId);
    const settled = settleClock(clock, before?.levels ?? [], now);
    if (clock.status !== 'not_started' && before) {
      const refusal = refusePlayedRowsChange(before, input.structure, settled.levelIndex);
      if (refusal) throw new AppError('INVALID_STATE', refusal);
    }
    // The clock's version moves with the structure: screens see the new next level as a newer clock, and a
    // timer that read the old clock does not act on it.
    if ((await saveClock(tx, input.tournamentId, settled, version)) === null) {
      throw new AppError('CONFLICT', 'The clock changed meanwhile: try again');
    }
    await saveStructure(tx, input.tournamentId, input.structure);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: input.templateName ? 'tournament.structure.from_template' : 'tournament.structure.set',
      entity: 'tournament',
      entityId: input.tournamentId,
      before,
      after: input.structure,
      note: input.templateName ? `From the template “${input.templateName}”` : null,
    });
  });
  publishTournamentClock(ctx, await readTournamentClock(ctx.db, input.tournamentId, now));
  return readStructureView(ctx.db, input.tournamentId, now);
}

export async function copyTemplateIntoTournament(
  ctx: UseCaseContext,
  input: { staffId: number; tournamentId: number; templateId: number },
): Promise<TournamentStructureView> {
  const template = await findTemplate(ctx.db, input.templateId);
  if (!template) throw notFound('Template');
  return setStructure(ctx, {
    staffId: input.staffId,
    tournamentId: input.tournamentId,
    structure: toStructure(template),
    templateName: template.name,
  });
}

type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

function toTemplate(row: TemplateRow, entries: number): StructureTemplate {
  const structure = toStructure(row);
  return {
    id: row.id,
    name: row.name,
    structure,
    projectedMinutes: projectedLengthMs(structure, entries, ENDGAME_TOTAL_BIG_BLINDS) / 60_000,
    structureMinutes: structure.levels.reduce((sum, item) => sum + item.minutes, 0),
    entries,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTemplates(db: DbOrTx, entries: number): Promise<StructureTemplate[]> {
  return (await listTemplateRows(db)).map((row) => toTemplate(row, entries));
}

const nameTaken = (name: string) => new AppError('CONFLICT', `A template named “${name}” already exists`);

export async function saveTemplate(
  db: DbOrTx,
  input: { staffId: number; name: string; structure: TournamentStructure; entries?: number },
): Promise<StructureTemplate> {
  try {
    return await db.transaction(async (tx) => {
      if (await templateNamed(tx, input.name)) throw nameTaken(input.name);
      const row = await insertTemplate(tx, { name: input.name, structure: input.structure, createdBy: input.staffId });
      await writeAudit(tx, {
        staffId: input.staffId,
        action: 'tournament.template.create',
        entity: 'tournament_template',
        entityId: row.id,
        after: { name: row.name, structure: input.structure },
      });
      return toTemplate(row, input.entries ?? 50);
    });
  } catch (error) {
    // Two saves of one name at once: the unique index lets one in.
    if (uniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}
