import { z } from 'zod';
import { STAFF_ROLES } from './staff';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

export const AUDIT_MAX_PAGE_SIZE = 200;

/** GET /api/staff/audit[.csv]: dates are days of the club's time zone, both inclusive. */
export const auditQuerySchema = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  playerId: z.coerce.number().int().positive().optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One audited action: who (and their role now), what, when, on what, for which player, before and after. */
export const auditRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  staffId: z.number().nullable(),
  staffName: z.string().nullable(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  playerId: z.number().nullable(),
  playerName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
  /** What happened in one line, built on the server from the action and its details (issue 27 item 10). */
  summary: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Newest first; `total` rows match the filter; `actions` is every action name in the log (for the filter). */
export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/staff/audit/staff?q=: the audit filter's suggestions, staff members found by name or e-mail as typed. */
export const auditStaffQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const auditStaffSuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type AuditStaffSuggestion = z.infer<typeof auditStaffSuggestionSchema>;
export const AUDIT_STAFF_SUGGESTIONS = 10;
