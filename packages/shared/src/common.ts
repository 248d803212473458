import { z } from 'zod';

/** An amount as the server answers it: rupees with two decimals ("1500.00", "-20.00"). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** A row id in a path or body: a positive whole number (path text is coerced). */
export const positiveId = z.coerce.number().int().positive();
