/**
 * The numbers of the Poker TDA's seating rules (2024) and the club's defaults for them (issue 29, decision 120).
 */

/** A table the floor opens for a tournament seats 2 to 10 players. */
export const TABLE_SEATS_MIN = 2;
export const TABLE_SEATS_MAX = 10;

/** TDA 11-D: play halts at a table this many players short of the table with the most players. */
export const HALT_WHEN_SHORT_BY = 3;

/**
 * Balancing (TDA 11, and the rooms' practice in tournaments.md): the most players a table may be short of
 * the fullest before a move is suggested; 2 while more than `fewTables` tables run, then 1.
 */
export const DEFAULT_BALANCE_SETTINGS = {
  manyTablesThreshold: 2,
  fewTablesThreshold: 1,
  fewTables: 4,
} as const;

/**
 * TDA recommended procedure 9: 9- and 8-handed events form a 9-handed final table (from two tables of five),
 * 7- and 6-handed events a 7-handed one (from two tables of four). Other sizes keep their own.
 */
export const RP9_FINAL_TABLE_SIZES: Readonly<Record<number, number>> = { 9: 9, 8: 9, 7: 7, 6: 7 };

/** A draw's seed is 96 bits, written as 24 lowercase hexadecimal digits (decision 120). */
export const SEED_BYTES = 12;
