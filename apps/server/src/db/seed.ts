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
  pokerTables,
  staff,
  tournaments,
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
    await tx.insert(pokerTables).values([
      {
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
    await tx.insert(tournaments).values([
      {
        name: 'Friday Night Deepstack',
        gameType: "No Limit Hold'em",
        tournamentType: 'Freezeout',
        buyInPaise: 300_000n,
        prizePoolPaise: 15_000_000n,
        maxPlayers: 60,
        startTime: new Date(now + 26 * HOUR),
      },
      {
        name: 'Sunday Bounty Hunter',
        gameType: "No Limit Hold'em",
        tournamentType: 'Bounty',
        buyInPaise: 500_000n,
        prizePoolPaise: 25_000_000n,
        maxPlayers: 80,
        startTime: new Date(now + 72 * HOUR),
      },
    ]);
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
