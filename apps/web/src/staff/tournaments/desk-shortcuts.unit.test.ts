import { describe, expect, it } from 'vitest';
import { blindsText, formatLength, nextRowText } from './clock-labels';
import { pauseOrResume, shortcutFor } from './desk-shortcuts';

const press = (key: string, over: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) =>
  shortcutFor({ key, ctrlKey: false, altKey: false, metaKey: false, ...over });

describe('the desk’s keys', () => {
  it('reads space, N, P, plus, minus and H, in either case', () => {
    expect(press(' ')).toBe('pause_or_resume');
    expect(press('n')).toBe('next_level');
    expect(press('N')).toBe('next_level');
    expect(press('P')).toBe('previous_level');
    expect(press('+')).toBe('add_minute');
    expect(press('=')).toBe('add_minute');
    expect(press('-')).toBe('remove_minute');
    expect(press('h')).toBe('hand_for_hand');
  });

  it('leaves other keys, and any key with Ctrl, Alt or Meta, to the browser', () => {
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('n', { ctrlKey: true })).toBeNull();
    expect(press('-', { metaKey: true })).toBeNull();
    expect(press(' ', { altKey: true })).toBeNull();
  });

  it('pauses a running clock or a break, resumes a paused one, and does nothing before the start or after the end', () => {
    expect(pauseOrResume('running')).toBe('pause');
    expect(pauseOrResume('on_break')).toBe('pause');
    expect(pauseOrResume('paused')).toBe('resume');
    expect(pauseOrResume('not_started')).toBeNull();
    expect(pauseOrResume('finished')).toBeNull();
  });
});

describe('the clock’s words', () => {
  it('says the blinds with the ante as the room names it', () => {
    const level = {
      kind: 'level' as const,
      smallBlind: 1000,
      bigBlind: 2000,
      ante: 0,
      anteKind: 'none' as const,
      minutes: 20,
    };
    expect(blindsText(level)).toBe('1,000/2,000');
    expect(blindsText({ ...level, ante: 2000, anteKind: 'big_blind' })).toBe('1,000/2,000 · big-blind ante 2,000');
    expect(blindsText({ ...level, ante: 100, anteKind: 'every_player' })).toBe('1,000/2,000 · ante 100');
    expect(blindsText({ kind: 'break', minutes: 15, colorUp: 'Colour up the 25s' })).toBe('Break · Colour up the 25s');
    expect(blindsText(null)).toBe('No structure yet');
    expect(nextRowText({ kind: 'break', minutes: 15, colorUp: null })).toBe('Break · 15 min');
    expect(nextRowText(level)).toBe('1,000/2,000 · 20 min');
    expect(nextRowText(null)).toBe('None: the last level');
  });

  it('says a length in hours and minutes', () => {
    expect(formatLength(40)).toBe('40 min');
    expect(formatLength(180)).toBe('3 h');
    expect(formatLength(320)).toBe('5 h 20 min');
    expect(formatLength(-3)).toBe('0 min');
  });
});
