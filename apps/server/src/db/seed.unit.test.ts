import { describe, expect, it } from 'vitest';
import { tournamentStructureSchema } from '@club/shared/tournament-structure';
import { toStructure } from '../features/tournaments/structures/structures.repo';
import { demoStructureTemplates, nextClubWeekdayAt } from './seed';

const onClubClock = (when: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when);

// Issue 14, item 25: the demo's 'Friday Night Deepstack' started 26 hours after seeding, a Monday when
// seeded on a Sunday. It starts on the next Friday evening on the club's clock, whatever the day.
describe('the demo tournaments start on the day their name says', () => {
  it('puts Friday Night Deepstack on a Friday at 20:00 in the club’s zone, seeded on any day of the week', () => {
    for (let day = 0; day < 7; day += 1) {
      const now = new Date(Date.UTC(2026, 10, 22 + day, 3, 30)); // Sunday 22 Nov 2026, 09:00 in Kolkata, onwards
      const start = nextClubWeekdayAt(now, 5, 20, 'Asia/Kolkata');
      expect(onClubClock(start, 'Asia/Kolkata')).toBe('Friday 20:00');
      expect(start.getTime()).toBeGreaterThan(now.getTime());
      expect(start.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    }
  });

  it('skips to next week when Friday evening is under two hours away, and follows another zone', () => {
    const fridayEvening = new Date('2026-11-27T13:00:00Z'); // Friday 18:30 in Kolkata
    expect(nextClubWeekdayAt(fridayEvening, 5, 20, 'Asia/Kolkata').toISOString()).toBe('2026-12-04T14:30:00.000Z');
    const fridayMorning = new Date('2026-11-27T03:00:00Z');
    expect(nextClubWeekdayAt(fridayMorning, 5, 20, 'Asia/Kolkata').toISOString()).toBe('2026-11-27T14:30:00.000Z');
    // London changes clocks on 29 Mar 2026: the Sunday after is 14:00 BST, 13:00 UTC.
    const sunday = nextClubWeekdayAt(new Date('2026-03-28T10:00:00Z'), 0, 14, 'Europe/London');
    expect(sunday.toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(onClubClock(sunday, 'Europe/London')).toBe('Sunday 14:00');
  });
});

describe('the demo club’s structure templates', () => {
  it('are a turbo, a regular with a big-blind ante and a deepstack, each a structure a director could save', () => {
    const templates = demoStructureTemplates();
    expect(templates.map((template) => template.name)).toEqual([
      'Turbo (10-minute levels)',
      'Regular, big-blind ante (20-minute levels)',
      'Deepstack (30-minute levels)',
    ]);
    for (const template of templates) {
      const row = {
        reentryUntilLevel: null,
        rebuyPricePaise: null,
        rebuyChips: null,
        rebuyUntilLevel: null,
        addOnPricePaise: null,
        addOnChips: null,
        addOnAtLevel: null,
        maxReentries: 0,
        bountyPaise: 0n,
        ...template,
      };
      const parsed = tournamentStructureSchema.safeParse(toStructure(row as Parameters<typeof toStructure>[0]));
      expect(parsed.error?.issues ?? [], template.name).toEqual([]);
    }
    const regular = templates[1]!.levels.find((row) => row.kind === 'level');
    expect(regular).toMatchObject({ anteKind: 'big_blind', ante: 200, bigBlind: 200 });
  });
});
