import { z } from 'zod';

/**
 * The room's TV board (issue 16, docs/decisions/062): how players' names appear on it. Initials by
 * default: the board hangs in a public room, and a nickname is the player's choice to show.
 */
export const BOARD_NAME_DISPLAYS = ['initials', 'nickname'] as const;
export type BoardNameDisplay = (typeof BOARD_NAME_DISPLAYS)[number];
export const boardNameDisplaySchema = z.enum(BOARD_NAME_DISPLAYS);
