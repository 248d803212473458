import { z } from 'zod';
import { rupeesInput } from './money';

/**
 * A tournament's structure (issue 28, DESIGN.md section 8c, docs/decisions/110): the starting stack, the
 * ordered levels and breaks, late registration and the entry rules part 2 charges by. Blinds, antes and
 * stacks are chips (whole numbers), never money; prices and the fee are rupees as every amount is.
 */
export const ANTE_KINDS = ['none', 'big_blind', 'every_player'] as const;

export const MIN_LEVEL_MINUTES = 1;
export const MAX_LEVEL_MINUTES = 240;
export const MAX_STRUCTURE_ITEMS = 200;
export const MAX_CHIPS = 1_000_000_000;
/** How far over its length a level may be stretched with add_seconds (issue 28). */
export const MAX_SECONDS_OVER_LEVEL = 3_600;

const minutes = z
  .number({ error: 'Minutes must be a whole number from 1 to 240' })
  .int('Minutes must be a whole number from 1 to 240')
  .min(MIN_LEVEL_MINUTES, 'Minutes must be a whole number from 1 to 240')
  .max(MAX_LEVEL_MINUTES, 'Minutes must be a whole number from 1 to 240');

const chips = (what: string, min: number) =>
  z
    .number({ error: `${what} must be a whole number of chips` })
    .int(`${what} must be a whole number of chips`)
    .min(min, min === 0 ? `${what} cannot be negative` : `${what} must be at least ${min}`)
    .max(MAX_CHIPS, `${what} is at most ${MAX_CHIPS.toLocaleString('en-US')} chips`);

export const structureLevelSchema = z.object({
  kind: z.literal('level'),
  smallBlind: chips('The small blind', 1),
  bigBlind: chips('The big blind', 1),
  ante: chips('The ante', 0).default(0),
  anteKind: z.enum(ANTE_KINDS, { error: 'The ante kind is none, big_blind or every_player' }).default('none'),
  minutes,
});
export type StructureLevel = z.infer<typeof structureLevelSchema>;

export const structureBreakSchema = z.object({
  kind: z.literal('break'),
  minutes,
  /** TDA 24: which chip leaves play at this break (the chip race). */
  colorUp: z.string().trim().max(200, 'The colour-up note is at most 200 characters').nullable().default(null),
});

export const structureItemSchema = z.discriminatedUnion('kind', [structureLevelSchema, structureBreakSchema], {
  error: 'Each row is a level (kind "level") or a break (kind "break")',
});
export type StructureItem = z.infer<typeof structureItemSchema>;

const price = rupeesInput({ digits: 10, message: 'Enter a price in rupees with at most two decimals' });
const levelNumber = z
  .number({ error: 'Name a level by its number' })
  .int('Name a level by its number')
  .min(1, 'Level numbers start at 1');

/** What part 2 charges and allows; prices are rupees, levels are play-level numbers (breaks not counted). */
export const entryRulesSchema = z.object({
  /** Re-entries one player may make (0: a freezeout), allowed through the end of `reentryUntilLevel`. */
  maxReentries: z.number().int().min(0).max(99, 'At most 99 re-entries').default(0),
  reentryUntilLevel: levelNumber.nullable().default(null),
  rebuy: z
    .object({
      price,
      chips: chips('The rebuy', 1),
      untilLevel: levelNumber,
      /** TDA practice: a rebuy only while the player's counted stack is at or below the starting stack. */
      atOrBelowStartingStack: z.boolean({ error: 'atOrBelowStartingStack is true or false' }).default(false),
    })
    .nullable()
    .default(null),
  addOn: z
    .object({ price, chips: chips('The add-on', 1), atLevel: levelNumber })
    .nullable()
    .default(null),
  /** The house's fee on every entry, re-entry, rebuy and add-on; it never goes to the prize pool. */
  fee: rupeesInput({ allowZero: true, digits: 10, message: 'Enter the fee in rupees with at most two decimals' }),
  /**
   * A knockout's bounty (issue 30, decision 134): this part of every entry's and re-entry's buy-in goes to the
   * player who eliminates them, not to the prize pool; 0 when the tournament has no bounties.
   */
  bounty: rupeesInput({
    allowZero: true,
    digits: 10,
    message: 'Enter the bounty in rupees with at most two decimals',
  }).default('0'),
});

/** Play levels numbered as the room counts them: 1, 2, 3… with breaks between unnumbered. */
export function levelNumbers(items: readonly StructureItem[]): Array<number | null> {
  let count = 0;
  return items.map((item) => (item.kind === 'level' ? ++count : null));
}

function checkLevels(items: readonly StructureItem[], ctx: z.RefinementCtx) {
  const numbers = levelNumbers(items);
  const issue = (index: number, field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['levels', index, field], message });
  if (!items.some((item) => item.kind === 'level')) {
    ctx.addIssue({ code: 'custom', path: ['levels'], message: 'Add at least one level' });
  }
  if (items[0]?.kind === 'break') issue(0, 'kind', 'A break cannot come first: start with a level');
  let previous: StructureLevel | null = null;
  let previousNumber = 0;
  items.forEach((item, index) => {
    if (item.kind !== 'level') return;
    const n = numbers[index];
    if (item.bigBlind < item.smallBlind) {
      issue(
        index,
        'bigBlind',
        `Level ${n}: the big blind (${item.bigBlind}) must be at least the small blind (${item.smallBlind})`,
      );
    }
    if (previous && (item.smallBlind < previous.smallBlind || item.bigBlind < previous.bigBlind)) {
      issue(
        index,
        'bigBlind',
        `Level ${n}: blinds rise from level to level, and ${item.smallBlind}/${item.bigBlind} is below level ${previousNumber}'s ${previous.smallBlind}/${previous.bigBlind}`,
      );
    }
    if (item.anteKind === 'none' && item.ante > 0) {
      issue(index, 'anteKind', `Level ${n} has an ante of ${item.ante}: choose big_blind or every_player for it`);
    }
    if (item.anteKind !== 'none' && item.ante === 0) {
      issue(index, 'ante', `Level ${n}: set the ante, or choose no ante (none)`);
    }
    previous = item;
    previousNumber = n ?? 0;
  });
}

export const tournamentStructureSchema = z
  .object({
    startingStack: chips('The starting stack', 1),
    levels: z
      .array(structureItemSchema, { error: 'Send the levels as a list' })
      .max(MAX_STRUCTURE_ITEMS, `A structure has at most ${MAX_STRUCTURE_ITEMS} levels and breaks`),
    /** Registration stays open through the end of this play level (0: it closes when the clock starts). */
    lateRegistrationLevels: z.number().int().min(0, 'Late registration cannot be negative').default(0),
    entryRules: entryRulesSchema,
  })
  .superRefine((structure, ctx) => {
    checkLevels(structure.levels, ctx);
    const playLevels = structure.levels.filter((item) => item.kind === 'level').length;
    if (playLevels === 0) return; // "Add at least one level" says it all
    const beyond = (path: Array<string | number>, level: number | null | undefined, what: string) => {
      if (level != null && level > playLevels) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${what} names level ${level}, but the structure has ${playLevels} level${playLevels === 1 ? '' : 's'}`,
        });
      }
    };
    beyond(['lateRegistrationLevels'], structure.lateRegistrationLevels, 'Late registration');
    beyond(['entryRules', 'reentryUntilLevel'], structure.entryRules.reentryUntilLevel, 'Re-entry');
    beyond(['entryRules', 'rebuy', 'untilLevel'], structure.entryRules.rebuy?.untilLevel, 'The rebuy');
    beyond(['entryRules', 'addOn', 'atLevel'], structure.entryRules.addOn?.atLevel, 'The add-on');
    if (structure.entryRules.maxReentries > 0 && structure.entryRules.reentryUntilLevel == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['entryRules', 'reentryUntilLevel'],
        message: 'Say until which level re-entries are allowed',
      });
    }
  });
/** What a caller sends (amounts may be numbers, defaults may be left out). */
export type TournamentStructureInput = z.input<typeof tournamentStructureSchema>;

/**
 * A structure as the server answers it: the same fields, plain (an answer is encoded through its schema,
 * and the input's money transforms and defaults run one way only). Prices are decimal strings of rupees.
 */
export const structureRowAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('level'),
    smallBlind: z.number(),
    bigBlind: z.number(),
    ante: z.number(),
    anteKind: z.enum(ANTE_KINDS),
    minutes: z.number(),
  }),
  z.object({ kind: z.literal('break'), minutes: z.number(), colorUp: z.string().nullable() }),
]);

export type StructureRowAnswer = z.infer<typeof structureRowAnswerSchema>;

const structureAnswerSchema = z.object({
  startingStack: z.number(),
  levels: z.array(structureRowAnswerSchema),
  lateRegistrationLevels: z.number(),
  entryRules: z.object({
    maxReentries: z.number(),
    reentryUntilLevel: z.number().nullable(),
    rebuy: z
      .object({ price: z.string(), chips: z.number(), untilLevel: z.number(), atOrBelowStartingStack: z.boolean() })
      .nullable(),
    addOn: z.object({ price: z.string(), chips: z.number(), atLevel: z.number() }).nullable(),
    fee: z.string(),
    bounty: z.string(),
  }),
});

/** GET/PUT /api/staff/tournaments/{id}/structure: the structure, with each row's projected start. */
export const tournamentStructureViewSchema = z.object({
  tournamentId: z.number(),
  structure: structureAnswerSchema.nullable(),
  /** Each row's projected start (ISO), from the clock when it runs or the scheduled start; null for rows already played. */
  projectedStarts: z.array(z.string().nullable()),
  /** When the structure's last row ends, as projected. */
  projectedEndOfStructure: z.string().nullable(),
  /** The clock's current row: rows up to it are played and cannot change (null before the start). */
  lockedThroughIndex: z.number().nullable(),
  updatedAt: z.string().nullable(),
});

/**
 * GET /api/tournaments/{id}/structure, for anyone (the phone's tournament page, signed out too): the levels,
 * breaks, stack, late registration and entry rules with each row's projected start; none of the staff
 * view's bookkeeping (when it was saved, which rows are locked).
 */
export const publicTournamentStructureSchema = tournamentStructureViewSchema.pick({
  tournamentId: true,
  structure: true,
  projectedStarts: true,
  projectedEndOfStructure: true,
});
export type PublicTournamentStructure = z.infer<typeof publicTournamentStructureSchema>;

const templateName = z
  .string({ error: 'Name the template' })
  .trim()
  .min(1, 'Name the template')
  .max(80, 'A template name is at most 80 characters');

export const createStructureTemplateSchema = z.object({ name: templateName, structure: tournamentStructureSchema });

export const structureTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  structure: structureAnswerSchema,
  /** Minutes from the start to the projected end for `entries` entries (the list's query; docs/decisions/110). */
  projectedMinutes: z.number(),
  /** Minutes from the start to the end of the last row. */
  structureMinutes: z.number(),
  entries: z.number(),
  createdAt: z.string(),
});

export const structureTemplatesQuerySchema = z.object({
  entries: z.coerce
    .number({ error: 'entries is a whole number' })
    .int('entries is a whole number')
    .min(1, 'entries is at least 1')
    .max(10_000, 'entries is at most 10000')
    .default(50),
});
export const copyTemplateBodySchema = z.object({
  templateId: z.number({ error: 'Choose a template' }).int().positive('Choose a template'),
});

export type TournamentStructure = z.output<typeof tournamentStructureSchema>;
export type TournamentStructureView = z.infer<typeof tournamentStructureViewSchema>;
export type StructureTemplate = z.infer<typeof structureTemplateSchema>;
