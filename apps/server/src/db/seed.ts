import { returnedRow } from './rows';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import {
  clubSettings,
  foodAds,
  menuItems,
  offers,
  players,
  games,
  pokerTables,
  staff,
  tournaments,
  tournamentStructureTemplates,
  transactions,
  wallets,
} from './schema';

const DEMO_ADMIN_EMAIL = 'admin@pokerclub.local';
const DEMO_PLAYER_EMAIL = 'demo.player@pokerclub.local';
const HOUR = 60 * 60 * 1000;

interface SeedIo {
  log(line: string): void;
  print(line: string): void;
  /** Where the generated demo passwords are kept, so later starts can print them again. */
  credentialsFile?: string;
}

const password = () => `Demo-${randomBytes(6).toString('base64url')}1a`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The wall clock of the club's time zone at an instant: weekday (0 Sunday) and the time as if UTC. */
function clubClock(instant: number, timeZone: string): { weekday: number; asUtc: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const asUtc = Date.UTC(
    Number(part('year')),
    Number(part('month')) - 1,
    Number(part('day')),
    Number(part('hour')),
    Number(part('minute')),
    Number(part('second')),
  );
  return { weekday: WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]), asUtc };
}

/**
 * The next `weekday` (0 Sunday … 6 Saturday) at `hour`:00 on the club's clock, at least `minLeadHours`
 * ahead: the demo's 'Friday Night Deepstack' starts on a Friday evening, whatever day it is seeded
 * (issue 14, item 25: it started on a Monday when seeded on a Sunday).
 */
export function nextClubWeekdayAt(now: Date, weekday: number, hour: number, timeZone: string, minLeadHours = 2): Date {
  const clock = clubClock(now.getTime(), timeZone);
  const offset = clock.asUtc - now.getTime();
  const midnight = clock.asUtc - (clock.asUtc % (24 * HOUR));
  for (let days = 0; days <= 7; days += 1) {
    const wall = midnight + days * 24 * HOUR + hour * HOUR;
    if ((clock.weekday + days) % 7 !== weekday) continue;
    // The club's offset at that moment (a daylight-saving change may lie between now and then).
    const guess = wall - offset;
    const instant = guess - (clubClock(guess, timeZone).asUtc - wall);
    if (instant - now.getTime() >= minLeadHours * HOUR) return new Date(instant);
  }
  const wall = midnight + 7 * 24 * HOUR + hour * HOUR;
  return new Date(wall - offset);
}

/** Seeds the demo club once: on a database that already has staff, it only prints the credentials. */
export async function seedDemoClubIfEmpty(db: Db, io: SeedIo): Promise<void> {
  await db.insert(clubSettings).values({ id: 1 }).onConflictDoNothing();
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(staff)) as [{ count: number }];
  if (count === 0) {
    const credentials = await seedDemoClub(db);
    if (io.credentialsFile) {
      fs.mkdirSync(path.dirname(io.credentialsFile), { recursive: true });
      fs.writeFileSync(io.credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    }
    io.log('Seeded the demo club (tables, tournaments, offers, menu, a super admin and a verified demo player)');
  }
  if (io.credentialsFile && fs.existsSync(io.credentialsFile)) {
    const c = JSON.parse(fs.readFileSync(io.credentialsFile, 'utf8')) as Awaited<ReturnType<typeof seedDemoClub>>;
    io.print(
      [
        '',
        `Demo accounts (kept in ${io.credentialsFile}):`,
        `  super admin  ${c.admin.email}  password ${c.admin.password}   (staff API: POST /api/staff/auth/signin)`,
        `  player       ${c.player.email}  password ${c.player.password}`,
        '',
      ].join('\n'),
    );
  }
}

async function seedDemoClub(db: Db) {
  const adminPassword = password();
  const playerPassword = password();
  return db.transaction(async (tx) => {
    await tx
      .insert(clubSettings)
      .values({ id: 1, clubName: 'Royal Flush Poker Club' })
      .onConflictDoUpdate({
        target: clubSettings.id,
        set: { clubName: 'Royal Flush Poker Club' },
      });
    const admin = returnedRow(
      await tx
        .insert(staff)
        .values({
          email: DEMO_ADMIN_EMAIL,
          name: 'Club Admin',
          role: 'super_admin',
          passwordHash: await hashPassword(adminPassword),
        })
        .returning(),
    );
    const player = returnedRow(
      await tx
        .insert(players)
        .values({
          email: DEMO_PLAYER_EMAIL,
          firstName: 'Demo',
          lastName: 'Player',
          nickname: 'demo',
          phone: '9000000001',
          passwordHash: await hashPassword(playerPassword),
          kycStatus: 'verified',
          emailVerified: true,
          emailVerifiedAt: new Date(),
        })
        .returning(),
    );
    await tx.insert(wallets).values({ playerId: player.id, cashPaise: 500_000n, creditLimitPaise: 0n });
    await tx.insert(transactions).values({
      playerId: player.id,
      type: 'cash_in',
      account: 'cash',
      amountPaise: 500_000n,
      description: 'Opening cash deposit at the cashier',
      staffId: admin.id,
    });
    // Games (decision 063): each table runs one; Omaha 100/200 has no table yet, an interest list.
    const kinds = [
      ["No Limit Hold'em", '₹25/₹50', 2_500n, 5_000n, 200_000n, 1_000_000n],
      ['Pot Limit Omaha', '₹50/₹100', 5_000n, 10_000n, 500_000n, 2_000_000n],
      ["No Limit Hold'em", '₹100/₹200', 10_000n, 20_000n, 1_000_000n, 5_000_000n],
      ['Pot Limit Omaha', '₹100/₹200', 10_000n, 20_000n, 1_000_000n, 5_000_000n],
    ] as const;
    const seededGames = await tx
      .insert(games)
      .values(
        kinds.map(([gameType, stakes, small, big, min, max]) => ({
          name: `${gameType === 'Pot Limit Omaha' ? 'PLO' : 'NLH'} ${stakes.replaceAll('₹', '')}`,
          gameType,
          stakes,
          smallBlindPaise: small,
          bigBlindPaise: big,
          minBuyInPaise: min,
          maxBuyInPaise: max,
        })),
      )
      .returning();
    const gameId = (index: number) => {
      const game = seededGames[index];
      if (!game) throw new Error('The seed’s games were not all created');
      return game.id;
    };
    await tx.insert(pokerTables).values([
      {
        gameId: gameId(0),
        name: 'Table 1 – Hold’em',
        gameType: "No Limit Hold'em",
        stakes: '₹25/₹50',
        smallBlindPaise: 2_500n,
        bigBlindPaise: 5_000n,
        minBuyInPaise: 200_000n,
        maxBuyInPaise: 1_000_000n,
        maxPlayers: 9,
      },
      {
        gameId: gameId(1),
        name: 'Table 2 – Omaha',
        gameType: 'Pot Limit Omaha',
        stakes: '₹50/₹100',
        smallBlindPaise: 5_000n,
        bigBlindPaise: 10_000n,
        minBuyInPaise: 500_000n,
        maxBuyInPaise: 2_000_000n,
        maxPlayers: 6,
      },
      {
        gameId: gameId(2),
        name: 'High Roller',
        gameType: "No Limit Hold'em",
        stakes: '₹100/₹200',
        smallBlindPaise: 10_000n,
        bigBlindPaise: 20_000n,
        minBuyInPaise: 1_000_000n,
        maxBuyInPaise: 5_000_000n,
        maxPlayers: 8,
        status: 'inactive',
      },
    ]);
    const now = Date.now();
    const [settings] = await tx.select({ timeZone: clubSettings.timeZone }).from(clubSettings);
    const timeZone = settings?.timeZone ?? 'Asia/Kolkata';
    await tx.insert(tournaments).values([
      {
        name: 'Friday Night Deepstack',
        gameType: "No Limit Hold'em",
        tournamentType: 'Freezeout',
        buyInPaise: 300_000n,
        addedMoneyPaise: 15_000_000n,
        maxPlayers: 60,
        startTime: nextClubWeekdayAt(new Date(now), 5, 20, timeZone),
      },
      {
        name: 'Sunday Bounty Hunter',
        gameType: "No Limit Hold'em",
        tournamentType: 'Bounty',
        buyInPaise: 500_000n,
        addedMoneyPaise: 25_000_000n,
        maxPlayers: 80,
        startTime: nextClubWeekdayAt(new Date(now), 0, 14, timeZone),
      },
    ]);
    await tx.insert(tournamentStructureTemplates).values(demoStructureTemplates());
    await tx.insert(offers).values([
      {
        title: 'Weekday Rakeback 20%',
        description:
          'Play 4 hours on any weekday cash table and get 20% rakeback. Valid Monday to Thursday. Rakeback is credited at the cashier. Cannot be combined with other offers.',
        offerType: 'carousel',
        priority: 10,
        startDate: new Date(now - 24 * HOUR),
        endDate: new Date(now + 30 * 24 * HOUR),
      },
      {
        title: 'Free Dinner for Tournament Players',
        description:
          'Register for any Sunday tournament and enjoy a free dinner buffet. Show your registration at the counter. One meal per player.',
        offerType: 'banner',
        priority: 5,
        startDate: new Date(now - 24 * HOUR),
        endDate: new Date(now + 14 * 24 * HOUR),
      },
    ]);
    await tx.insert(menuItems).values([
      {
        name: 'Masala Chai',
        description: 'Spiced milk tea, freshly brewed',
        category: 'beverage',
        pricePaise: 0n,
        sortOrder: 1,
      },
      {
        name: 'Cold Coffee',
        description: 'Blended with ice cream',
        category: 'beverage',
        pricePaise: 18_000n,
        sortOrder: 2,
      },
      {
        name: 'Fresh Lime Soda',
        description: 'Sweet or salted',
        category: 'beverage',
        pricePaise: 12_000n,
        sortOrder: 3,
      },
      {
        name: 'Paneer Tikka',
        description: 'Char-grilled cottage cheese, mint chutney',
        category: 'food',
        pricePaise: 32_000n,
        sortOrder: 4,
      },
      {
        name: 'Chicken Club Sandwich',
        description: 'Triple-decker with fries',
        category: 'food',
        pricePaise: 35_000n,
        sortOrder: 5,
      },
      {
        name: 'Veg Hakka Noodles',
        description: 'Wok-tossed vegetables',
        category: 'food',
        pricePaise: 28_000n,
        sortOrder: 6,
      },
    ]);
    await tx
      .insert(foodAds)
      .values([{ title: 'Happy Hours 5–7 pm', description: 'All beverages 25% off at the table' }]);
    return {
      admin: { email: DEMO_ADMIN_EMAIL, password: adminPassword },
      player: { email: DEMO_PLAYER_EMAIL, password: playerPassword },
    };
  });
}

type LevelRow = [smallBlind: number, bigBlind: number, ante: number, minutes: number];
type TemplateRow = LevelRow | { break: number; colorUp: string };

/** Rows in the stored shape: a big-blind ante (TDA RP-11) wherever an ante is given. */
const templateLevels = (rows: TemplateRow[]) =>
  rows.map((row) =>
    Array.isArray(row)
      ? {
          kind: 'level' as const,
          smallBlind: row[0],
          bigBlind: row[1],
          ante: row[2],
          anteKind: row[2] > 0 ? 'big_blind' : 'none',
          minutes: row[3],
        }
      : { kind: 'break' as const, minutes: row.break, colorUp: row.colorUp },
  );

/** The demo club's ready structures (issue 28): a turbo, a regular with a big-blind ante, a deepstack. */
export function demoStructureTemplates() {
  return [
    {
      name: 'Turbo (10-minute levels)',
      startingStack: 10_000,
      lateRegistrationLevels: 4,
      maxReentries: 1,
      reentryUntilLevel: 4,
      feePaise: 20_000n,
      levels: templateLevels([
        [100, 200, 0, 10],
        [200, 300, 0, 10],
        [200, 400, 400, 10],
        [300, 600, 600, 10],
        { break: 10, colorUp: 'Colour up the 100 chips' },
        [400, 800, 800, 10],
        [500, 1_000, 1_000, 10],
        [700, 1_400, 1_400, 10],
        [1_000, 2_000, 2_000, 10],
        [1_500, 3_000, 3_000, 10],
        [2_000, 4_000, 4_000, 10],
      ]),
    },
    {
      name: 'Regular, big-blind ante (20-minute levels)',
      startingStack: 20_000,
      lateRegistrationLevels: 6,
      feePaise: 50_000n,
      levels: templateLevels([
        [100, 200, 200, 20],
        [100, 300, 300, 20],
        [200, 400, 400, 20],
        [300, 600, 600, 20],
        { break: 15, colorUp: 'Colour up the 100 chips' },
        [400, 800, 800, 20],
        [500, 1_000, 1_000, 20],
        [600, 1_200, 1_200, 20],
        [800, 1_600, 1_600, 20],
        { break: 15, colorUp: 'Colour up the 500 chips' },
        [1_000, 2_000, 2_000, 20],
        [1_500, 3_000, 3_000, 20],
        [2_000, 4_000, 4_000, 20],
        [3_000, 6_000, 6_000, 20],
      ]),
    },
    {
      name: 'Deepstack (30-minute levels)',
      startingStack: 50_000,
      lateRegistrationLevels: 8,
      maxReentries: 2,
      reentryUntilLevel: 8,
      addOnPricePaise: 200_000n,
      addOnChips: 25_000,
      addOnAtLevel: 8,
      feePaise: 100_000n,
      levels: templateLevels([
        [100, 200, 200, 30],
        [200, 300, 300, 30],
        [200, 400, 400, 30],
        [300, 500, 500, 30],
        [300, 600, 600, 30],
        { break: 15, colorUp: 'Colour up the 100 chips' },
        [400, 800, 800, 30],
        [500, 1_000, 1_000, 30],
        [600, 1_200, 1_200, 30],
        { break: 15, colorUp: 'Add-on break' },
        [800, 1_600, 1_600, 30],
        [1_000, 2_000, 2_000, 30],
        [1_500, 3_000, 3_000, 30],
        [2_000, 4_000, 4_000, 30],
        { break: 15, colorUp: 'Colour up the 500 chips' },
        [3_000, 6_000, 6_000, 30],
        [4_000, 8_000, 8_000, 30],
        [5_000, 10_000, 10_000, 30],
      ]),
    },
  ];
}
