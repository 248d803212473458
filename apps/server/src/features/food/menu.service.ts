import { returnedRow } from '../../db/rows';
import { publishAds, publishMenu } from './food.events';
import type {
  CreateAdRequest,
  CreateMenuItemRequest,
  FoodAd,
  MenuItem,
  UpdateAdRequest,
  UpdateMenuItemRequest,
} from '@club/shared/food';
import { toPaise } from '@club/shared/money';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/client';
import type { UseCaseContext } from '../../use-case';
import { foodAds, foodOrderLines, menuItems } from '../../db/schema';
import { writeAudit } from '../staff/audit.service';
import { listActiveAds, listAvailableMenu, toAd, toMenuItem } from './food.repo';

async function insertMenuItem(db: Db, staffId: number, input: CreateMenuItemRequest): Promise<MenuItem> {
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(menuItems)
        .values({
          name: input.name,
          description: input.description,
          category: input.category,
          pricePaise: toPaise(input.price),
          imageUrl: input.image_url ?? null,
          isAvailable: input.is_available,
          sortOrder: input.sort_order,
        })
        .returning(),
    );
    const created = toMenuItem(row);
    await writeAudit(tx, {
      staffId,
      action: 'menu_item.create',
      entity: 'menu_item',
      entityId: row.id,
      after: created,
    });
    return created;
  });
}

async function changeMenuItem(db: Db, staffId: number, id: number, input: UpdateMenuItemRequest): Promise<MenuItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
    if (!before) throw notFound('Menu item');
    const after = returnedRow(
      await tx
        .update(menuItems)
        .set({
          name: input.name,
          description: input.description,
          category: input.category,
          pricePaise: input.price === undefined ? undefined : toPaise(input.price),
          imageUrl: input.image_url,
          isAvailable: input.is_available,
          sortOrder: input.sort_order,
          updatedAt: sql`now()`,
        })
        .where(eq(menuItems.id, id))
        .returning(),
    );
    const updated = toMenuItem(after);
    await writeAudit(tx, {
      staffId,
      action: 'menu_item.update',
      entity: 'menu_item',
      entityId: id,
      before: toMenuItem(before),
      after: updated,
    });
    return updated;
  });
}

/**
 * Takes an item off the menu. Past orders name it in their lines, so an item that was ever ordered is
 * kept as unavailable instead of deleted (docs/decisions/013); `retired` says which happened.
 */
async function retireMenuItem(db: Db, staffId: number, id: number): Promise<{ retired: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
    if (!before) throw notFound('Menu item');
    const [ordered] = await tx
      .select({ id: foodOrderLines.id })
      .from(foodOrderLines)
      .where(eq(foodOrderLines.menuItemId, id))
      .limit(1);
    if (ordered) {
      await tx.update(menuItems).set({ isAvailable: false, updatedAt: sql`now()` }).where(eq(menuItems.id, id));
    } else {
      await tx.delete(menuItems).where(eq(menuItems.id, id));
    }
    await writeAudit(tx, {
      staffId,
      action: ordered ? 'menu_item.retire' : 'menu_item.delete',
      entity: 'menu_item',
      entityId: id,
      before: toMenuItem(before),
    });
    return { retired: Boolean(ordered) };
  });
}

async function insertAd(db: Db, staffId: number, input: CreateAdRequest): Promise<FoodAd> {
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(foodAds)
        .values({
          title: input.title,
          description: input.description,
          imageUrl: input.image_url ?? null,
          videoUrl: input.video_url ?? null,
          targetUrl: input.target_url ?? null,
          isActive: input.is_active,
          sortOrder: input.sort_order,
        })
        .returning(),
    );
    const created = toAd(row);
    await writeAudit(tx, { staffId, action: 'food_ad.create', entity: 'food_ad', entityId: row.id, after: created });
    return created;
  });
}

async function changeAd(db: Db, staffId: number, id: number, input: UpdateAdRequest): Promise<FoodAd> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(foodAds).where(eq(foodAds.id, id)).for('update');
    if (!before) throw notFound('Ad');
    const after = returnedRow(
      await tx
        .update(foodAds)
        .set({
          title: input.title,
          description: input.description,
          imageUrl: input.image_url,
          videoUrl: input.video_url,
          targetUrl: input.target_url,
          isActive: input.is_active,
          sortOrder: input.sort_order,
        })
        .where(eq(foodAds.id, id))
        .returning(),
    );
    const updated = toAd(after);
    await writeAudit(tx, {
      staffId,
      action: 'food_ad.update',
      entity: 'food_ad',
      entityId: id,
      before: toAd(before),
      after: updated,
    });
    return updated;
  });
}

async function removeAd(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(foodAds).where(eq(foodAds.id, id)).returning();
    if (!before) throw notFound('Ad');
    await writeAudit(tx, { staffId, action: 'food_ad.delete', entity: 'food_ad', entityId: id, before: toAd(before) });
  });
}

/** Every open menu gets the whole list again, read after the change committed. */
async function announceMenu(ctx: UseCaseContext): Promise<void> {
  publishMenu(ctx, await listAvailableMenu(ctx.db));
}

async function announceAds(ctx: UseCaseContext): Promise<void> {
  publishAds(ctx, await listActiveAds(ctx.db));
}

/** A use case from a change to the menu or the ads: the change, then the whole list to every open menu. */
const thenAnnounce =
  <A extends unknown[], R>(
    announce: (ctx: UseCaseContext) => Promise<void>,
    change: (db: Db, ...args: A) => Promise<R>,
  ) =>
  async (ctx: UseCaseContext, ...args: A): Promise<R> => {
    const result = await change(ctx.db, ...args);
    await announce(ctx);
    return result;
  };

export const createMenuItem = thenAnnounce(announceMenu, insertMenuItem);
export const updateMenuItem = thenAnnounce(announceMenu, changeMenuItem);
export const removeMenuItem = thenAnnounce(announceMenu, retireMenuItem);
export const createAd = thenAnnounce(announceAds, insertAd);
export const updateAd = thenAnnounce(announceAds, changeAd);
export const deleteAd = thenAnnounce(announceAds, removeAd);
