import type { GameSummary } from '@club/shared/games';
import type { PokerTable } from '@club/shared/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Publish } from '../../../use-case';
import { LOBBY_BATCH_MS, sendToLobbySoon } from './lobby-batch';

const table = (id: number, waitlistCount: number) => ({ id: String(id), waitlistCount }) as PokerTable;
const game = (id: number, waitingCount: number) => ({ id, waitingCount }) as GameSummary;

describe('the lobby batch', () => {
  let sent: Array<{ room: string | string[]; event: string; payload: unknown }>;
  let publish: Publish;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    publish = ((room, event, payload) => sent.push({ room, event, payload })) as Publish;
  });
  afterEach(() => vi.useRealTimers());

  it('sends the changes of one window to the lobby in one lobby_updated, the latest reading of each', () => {
    sendToLobbySoon(publish, [table(1, 3), table(2, 0)], [game(7, 3)]);
    vi.advanceTimersByTime(LOBBY_BATCH_MS - 1);
    sendToLobbySoon(publish, [table(1, 4)], [game(7, 4), game(8, 1)]);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        room: 'lobby',
        event: 'lobby_updated',
        payload: { tables: [table(1, 4), table(2, 0)], games: [game(7, 4), game(8, 1)] },
      },
    ]);
  });

  it('starts a new window after a send, and sends nothing when nothing changed', () => {
    sendToLobbySoon(publish, [table(1, 3)], []);
    vi.advanceTimersByTime(LOBBY_BATCH_MS);
    sendToLobbySoon(publish, [], []);
    vi.advanceTimersByTime(LOBBY_BATCH_MS * 4);
    sendToLobbySoon(publish, [], [game(7, 1)]);
    vi.advanceTimersByTime(LOBBY_BATCH_MS);
    expect(sent.map((s) => s.payload)).toEqual([
      { tables: [table(1, 3)], games: [] },
      { tables: [], games: [game(7, 1)] },
    ]);
  });

  it('keeps the batches of two apps apart', () => {
    const other: unknown[] = [];
    const otherPublish = ((_room, _event, payload) => other.push(payload)) as Publish;
    sendToLobbySoon(publish, [table(1, 1)], []);
    sendToLobbySoon(otherPublish, [table(2, 2)], []);
    vi.advanceTimersByTime(LOBBY_BATCH_MS);
    expect(sent.map((s) => s.payload)).toEqual([{ tables: [table(1, 1)], games: [] }]);
    expect(other).toEqual([{ tables: [table(2, 2)], games: [] }]);
  });
});
