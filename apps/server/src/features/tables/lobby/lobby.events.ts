import { ROOMS } from '@club/shared/events';
import type { GameSummary } from '@club/shared/games';
import type { PokerTable } from '@club/shared/tables';
import type { Publisher } from '../../../use-case';
import { sendToLobbySoon } from './lobby-batch';
import { timingRulesOf } from '../shared/tables.mappers';
import type { TableRow } from '../shared/tables.repo';

/** Tables' counts and games' summaries after a change: gathered into the next lobby_updated (decision 065). */
export function publishLobbyChange(events: Publisher, tables: PokerTable[], games: GameSummary[]): void {
  sendToLobbySoon(events.publish, tables, games);
}

/** A table created or edited: the lobby sees it at once. */
export function publishTableUpdated(events: Publisher, table: PokerTable): void {
  events.publish(ROOMS.lobby, 'table_updated', table);
}

/** A table's timing rules changed: the lobby hears the rules now in force. */
export function publishTimingRulesUpdated(events: Publisher, table: TableRow): void {
  events.publish(ROOMS.lobby, 'timing_rules_updated', {
    tableId: String(table.id),
    tableName: table.name,
    timingRules: timingRulesOf(table),
  });
}
