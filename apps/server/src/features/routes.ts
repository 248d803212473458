import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { emailRoutes } from './accounts/email.routes';
import { playersRoutes } from './accounts/players.routes';
import { chatRoutes } from './chat/chat.routes';
import { chatStaffRoutes } from './chat/chat-staff.routes';
import { registerChatSocket } from './chat/chat.socket';
import { clubRoutes } from './club/club.routes';
import { documentsRoutes } from './documents/documents.routes';
import { healthRoutes } from './health/health.routes';
import { kycRoutes } from './kyc/kyc.routes';
import { kycStaffRoutes } from './kyc/kyc-staff.routes';
import { staffAuthRoutes } from './staff/staff-auth.routes';
import { tablesRoutes } from './tables/tables.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { tournamentsStaffRoutes } from './tournaments/tournaments-staff.routes';
import { tournamentsRoutes } from './tournaments/tournaments.routes';
import { offersStaffRoutes } from './offers/offers-staff.routes';
import { offersRoutes } from './offers/offers.routes';
import { foodStaffRoutes } from './food/food-staff.routes';
import { foodRoutes } from './food/food.routes';
import { mediaRoutes } from './media/media.routes';

/** Every feature's routes, in one place, so app.ts stays the same as features arrive. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(clubRoutes);
  await app.register(accountsRoutes);
  await app.register(emailRoutes);
  await app.register(playersRoutes);
  await app.register(staffAuthRoutes);
  await app.register(kycStaffRoutes);
  await app.register(walletRoutes);
  await app.register(notificationsRoutes);
  await app.register(kycRoutes);
  await app.register(documentsRoutes);
  await app.register(tournamentsRoutes);
  await app.register(tournamentsStaffRoutes);
  await app.register(offersStaffRoutes);
  await app.register(offersRoutes);
  await app.register(foodStaffRoutes);
  await app.register(foodRoutes);
  await app.register(mediaRoutes);
  await app.register(tablesRoutes);
  await app.register(chatRoutes);
  await app.register(chatStaffRoutes);
  registerChatSocket(app);
}
