import { directoryPlayerListSchema } from '../player-directory';
import { KYC_STATUSES } from '../accounts';
import { z } from 'zod';
import { route } from '../contract';
import {
  changeOwnStaffPasswordSchema,
  createStaffAccountSchema,
  setStaffPasswordSchema,
  staffAccountListSchema,
  staffAccountSchema,
  updateStaffAccountSchema,
  staffMeResponseSchema,
  staffSessionResponseSchema,
  staffSigninRequestSchema,
} from '../staff';
import { okResponseSchema } from '../accounts';
import { auditPageSchema, auditQuerySchema, auditStaffQuerySchema, auditStaffSuggestionSchema } from '../audit';

export const staffContract = {
  getStaffAccounts: route({
    method: 'GET',
    path: '/api/staff/accounts',
    summary: 'Every staff account',
    tags: ['staff'],
    responses: { 200: staffAccountListSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffAccounts: route({
    method: 'POST',
    path: '/api/staff/accounts',
    summary: 'Create a staff account',
    tags: ['staff'],
    body: createStaffAccountSchema,
    responses: { 201: staffAccountSchema },
    errors: [400, 401, 403, 404],
  }),
  patchStaffAccountsByStaffId: route({
    method: 'PATCH',
    path: '/api/staff/accounts/:staffId',
    summary: 'Rename a staff account, change its role, or deactivate it',
    tags: ['staff'],
    params: z.object({ staffId: z.coerce.number().int().positive() }),
    body: updateStaffAccountSchema,
    responses: { 200: staffAccountSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffAccountsByStaffIdUnlock: route({
    method: 'POST',
    path: '/api/staff/accounts/:staffId/unlock',
    summary: "Clear a staff account's failed sign-ins, from every address (super admin)",
    tags: ['staff'],
    params: z.object({ staffId: z.coerce.number().int().positive() }),
    responses: { 200: staffAccountSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffAccountsByStaffIdPassword: route({
    method: 'POST',
    path: '/api/staff/accounts/:staffId/password',
    summary: "Set another member's password (super admin); they must change it at the next sign-in",
    tags: ['staff'],
    params: z.object({ staffId: z.coerce.number().int().positive() }),
    body: setStaffPasswordSchema,
    responses: { 200: staffAccountSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffAuthPassword: route({
    method: 'POST',
    path: '/api/staff/auth/password',
    summary: 'Choose a new password of your own (required after a super admin set one)',
    tags: ['staff'],
    body: changeOwnStaffPasswordSchema,
    responses: { 200: staffMeResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  postStaffAuthSignin: route({
    method: 'POST',
    path: '/api/staff/auth/signin',
    summary: 'Staff sign-in',
    tags: ['staff'],
    body: staffSigninRequestSchema,
    responses: { 200: staffMeResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffAuthSignout: route({
    method: 'POST',
    path: '/api/staff/auth/signout',
    summary: 'Staff sign-out',
    tags: ['staff'],
    responses: { 200: okResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffAuthSession: route({
    method: 'GET',
    path: '/api/staff/auth/session',
    summary: 'The signed-in staff member, or null when no staff session is on this browser',
    description:
      'What the console reads on every load: a signed-out console gets 200 with `staff: null` rather than a 401, which browsers log as a console error (issue 27, item 13). GET /api/staff/auth/me keeps its 401.',
    tags: ['staff'],
    responses: { 200: staffSessionResponseSchema },
    errors: [400],
  }),
  getStaffAuthMe: route({
    method: 'GET',
    path: '/api/staff/auth/me',
    summary: 'The signed-in staff member',
    tags: ['staff'],
    responses: { 200: staffMeResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffPlayers: route({
    method: 'GET',
    path: '/api/staff/players',
    summary:
      'Find players by name, nickname, e-mail, phone or player code (PAN too for KYC reviewers), and by KYC status, with any bar in force',
    tags: ['staff'],
    query: z.object({
      search: z.string().trim().max(100).optional(),
      /** The same as search (the console's search-as-you-type sends q). */
      q: z.string().trim().max(100).optional(),
      kycStatus: z.enum(KYC_STATUSES).optional(),
    }),
    responses: { 200: directoryPlayerListSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffAudit: route({
    method: 'GET',
    path: '/api/staff/audit',
    summary:
      'The audit log, newest first: by staff member, action, player and days of the club (super admin, admin); read only',
    tags: ['staff'],
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
    errors: [400, 401, 403],
  }),
  getStaffAuditCsv: route({
    method: 'GET',
    path: '/api/staff/audit.csv',
    summary: 'The audit log as CSV (text/csv, a header row): the same filter, every matching row',
    tags: ['staff'],
    query: auditQuerySchema,
    responses: { 200: null },
    errors: [],
  }),
  getStaffAuditStaff: route({
    method: 'GET',
    path: '/api/staff/audit/staff',
    summary:
      "The audit filter's suggestions: staff members whose name or e-mail contains what was typed (super admin, admin), at most 10",
    tags: ['staff'],
    query: auditStaffQuerySchema,
    responses: { 200: z.array(auditStaffSuggestionSchema) },
    errors: [400, 401, 403],
  }),
};
