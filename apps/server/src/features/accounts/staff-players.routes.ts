import { KYC_STATUSES } from '@club/shared/accounts';
import { staffPlayerListSchema } from '@club/shared/staff';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { players } from '../../db/schema';
import { requireStaff } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';

const FIND_LIMIT = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const staffPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/players',
    {
      schema: {
        tags: ['staff'],
        summary: 'Find players by name, nickname, e-mail, phone or player code, and by KYC status',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          kycStatus: z.enum(KYC_STATUSES).optional(),
        }),
        response: { 200: staffPlayerListSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: requireStaff('playersRead'),
    },
    async (request) => {
      const { search, kycStatus } = request.query;
      const conditions: SQL[] = [];
      if (kycStatus) conditions.push(eq(players.kycStatus, kycStatus));
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        conditions.push(
          or(
            ilike(players.email, pattern),
            ilike(players.firstName, pattern),
            ilike(players.lastName, pattern),
            ilike(players.nickname, pattern),
            ilike(players.phone, pattern),
            ilike(players.playerCode, pattern),
          )!,
        );
      }
      const rows = await app.database.db
        .select()
        .from(players)
        .where(and(...conditions))
        .orderBy(desc(players.createdAt))
        .limit(FIND_LIMIT);
      return rows.map((p) => ({
        id: p.id,
        playerCode: p.playerCode,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        nickname: p.nickname,
        phone: p.phone,
        kycStatus: p.kycStatus as (typeof KYC_STATUSES)[number],
        emailVerified: p.emailVerified,
        createdAt: p.createdAt.toISOString(),
      }));
    },
  );
};
