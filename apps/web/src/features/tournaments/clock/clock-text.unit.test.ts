import type { TournamentClock } from '@club/shared/tournament-clock';
import { describe, expect, it } from 'vitest';
import {
  anteText,
  averageStackText,
  blindsText,
  clockStateText,
  lateRegistrationSecondsAt,
  levelTitle,
  nextRowText,
  ordinal,
  paidText,
} from './clock-text';
import { sampleClock } from './clock-sample';
import { holdClock } from './clock-time';

const level = (over = {}) =>
  ({
    kind: 'level',
    smallBlind: 1000,
    bigBlind: 2000,
    ante: 2000,
    anteKind: 'big_blind',
    minutes: 20,
    ...over,
  }) as const;

const clock = (over: Partial<TournamentClock> = {}): TournamentClock =>
  sampleClock({
    levelIndex: 3,
    levelNumber: 3,
    level: level(),
    nextLevel: { kind: 'break', minutes: 15, colorUp: 'Race off the 500s' },
    secondsToNextBreak: 600,
    playersLeft: 45,
    entries: 60,
    averageStack: 126_667,
    averageStackBigBlinds: 63.3,
    prizePool: '300000.00',
    lateRegistrationEndsAt: '2026-11-27T20:10:00.000Z',
    lateRegistrationOpen: true,
    ...over,
  });

describe('the clock in words', () => {
  it('prints blinds, the ante with its kind, and what comes next', () => {
    expect(blindsText(level())).toBe('1,000 / 2,000');
    expect(anteText(level())).toBe('Ante 2,000 (big blind ante)');
    expect(anteText(level({ ante: 100, anteKind: 'every_player' }))).toBe('Ante 100 (every player)');
    expect(anteText(level({ ante: 0, anteKind: 'none' }))).toBeNull();
    expect(nextRowText({ kind: 'break', minutes: 15, colorUp: null })).toBe('Break · 15 min');
    expect(nextRowText(level({ smallBlind: 150000, bigBlind: 300000, ante: 300000 }))).toBe(
      '1,50,000 / 3,00,000 · ante 3,00,000',
    );
    expect(nextRowText(null)).toBe('Last level of the structure');
  });

  it('names the level or the break, and the state when the clock is not simply running', () => {
    expect(levelTitle(clock())).toBe('Level 3');
    expect(levelTitle(clock({ level: { kind: 'break', minutes: 10, colorUp: null }, levelNumber: null }))).toBe(
      'Break',
    );
    expect(levelTitle(clock({ level: null, levelNumber: null }))).toBe('No structure yet');
    expect(clockStateText(clock())).toBeNull();
    expect(clockStateText(clock({ state: 'paused' }))).toBe('Paused');
    expect(clockStateText(clock({ state: 'paused', handForHand: true }))).toBe('Hand for hand');
    expect(clockStateText(clock({ state: 'not_started' }))).toBe('Not started');
    expect(clockStateText(clock({ state: 'finished' }))).toBe('Finished');
    expect(averageStackText(clock())).toBe('1,26,667 (63.3 BB)');
    expect(averageStackText(clock({ averageStack: null, averageStackBigBlinds: null }))).toBeNull();
  });

  it('counts late registration down from the server’s times, not the device’s clock', () => {
    const held = holdClock(clock(), 1_000);
    expect(lateRegistrationSecondsAt(held, 1_000)).toBe(600);
    expect(lateRegistrationSecondsAt(held, 61_000)).toBe(540);
    expect(lateRegistrationSecondsAt(holdClock(clock({ state: 'paused' }), 0), 60_000)).toBe(600);
    expect(lateRegistrationSecondsAt(holdClock(clock({ lateRegistrationOpen: false }), 0), 0)).toBeNull();
  });
});

describe('the paid places in words', () => {
  const places = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ place: index + 1, amount: `${1000 - index}.00` }));

  it('says places as the room does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('counts the paid places and the busts to the money', () => {
    expect(paidText(clock({ paidPlaces: [] }))).toBeNull();
    expect(paidText(clock({ paidPlaces: places(3), playersLeft: 5, moreToTheMoney: 2 }))).toBe(
      '3 paid · 2 more to the money',
    );
    expect(paidText(clock({ paidPlaces: places(3), playersLeft: 3, moreToTheMoney: 0 }))).toBe('3 paid · in the money');
    expect(paidText(clock({ paidPlaces: places(1), playersLeft: 0, moreToTheMoney: 0 }))).toBe('1 paid');
  });
});
