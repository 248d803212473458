import { z } from 'zod';

/** An amount as the server answers it: rupees with two decimals ("1500.00", "-20.00"). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A table's id as every answer and event names it: text ("12"). The specification's client compares
 * it with the route parameter and with String(table.id), so a number never matches (issue 13). Paths
 * and bodies take either form (`positiveId` coerces).
 */
export const tableIdText = z.string().regex(/^\d+$/);

/** A row id in a path or body: a positive whole number (path text is coerced). */
export const positiveId = z.coerce.number().int().positive();
