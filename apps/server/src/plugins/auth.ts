import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  STAFF_PASSWORD_CHANGE_MESSAGE,
  STAFF_PERMISSIONS,
  STAFF_SESSION_DEACTIVATED_MESSAGE,
  type StaffPermission,
} from '@club/shared/staff';
import { AppError } from '../app-error';
import {
  findPlayerSession,
  findStaffSession,
  isOfDeactivatedStaff,
  type PlayerSession,
  type StaffSession,
} from '../auth/sessions.service';

export const PLAYER_COOKIE = 'club_session';
export const STAFF_COOKIE = 'club_staff';

declare module 'fastify' {
  interface FastifyRequest {
    playerSession: PlayerSession | null;
    staffSession: StaffSession | null;
  }
  interface FastifyReply {
    setSessionCookie(kind: 'player' | 'staff', token: string, expiresAt: Date | null): FastifyReply;
    clearSessionCookie(kind: 'player' | 'staff'): FastifyReply;
  }
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue');

type Guard = (request: FastifyRequest) => Promise<void>;
type Hook = RouteOptions['preHandler'];

/** The functions made by requirePlayer, requireStaff and requireOwnPlayer: see the onRoute hook below. */
const guards = new WeakSet<Guard>();
function guard(check: Guard): Guard {
  guards.add(check);
  return check;
}
const asArray = (hooks: Hook | RouteOptions['preValidation']) => (hooks ? [hooks].flat() : []);

/**
 * Session cookies carry a random token; only its hash is in the database. Guards load the session
 * on the routes that need it, so public routes never touch the sessions table.
 */
export const authPlugin = fp(async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  // Authorization before validation, on every route whatever hook it names its guard in: a caller
  // without the role gets 401 or 403, never a schema message that describes the body (DESIGN.md 3).
  // Guards move from preHandler (after validation) to the front of preValidation (before it).
  app.addHook('onRoute', (route) => {
    const preHandler = asArray(route.preHandler);
    const moved = preHandler.filter((hook) => guards.has(hook as Guard));
    if (moved.length === 0) return;
    route.preHandler = preHandler.filter((hook) => !guards.has(hook as Guard)) as Hook;
    route.preValidation = [...moved, ...asArray(route.preValidation)] as RouteOptions['preValidation'];
  });
  app.decorateRequest('playerSession', null);
  app.decorateRequest('staffSession', null);

  app.decorateReply('setSessionCookie', function (this: FastifyReply, kind, token, expiresAt) {
    return this.setCookie(kind === 'player' ? PLAYER_COOKIE : STAFF_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      ...(expiresAt ? { expires: expiresAt } : {}),
    });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply, kind) {
    return this.clearCookie(kind === 'player' ? PLAYER_COOKIE : STAFF_COOKIE, { path: '/' });
  });
});

export async function loadPlayerSession(request: FastifyRequest): Promise<PlayerSession | null> {
  if (request.playerSession) return request.playerSession;
  const token = request.cookies[PLAYER_COOKIE];
  request.playerSession = token ? await findPlayerSession(request.server.database.db, token) : null;
  return request.playerSession;
}

export async function loadStaffSession(request: FastifyRequest): Promise<StaffSession | null> {
  if (request.staffSession) return request.staffSession;
  const token = request.cookies[STAFF_COOKIE];
  request.staffSession = token ? await findStaffSession(request.server.database.db, token) : null;
  return request.staffSession;
}

/**
 * The 401 of a staff route without a live session. A console whose account was just deactivated may send a request
 * before the socket's `session_revoked` reaches it: the answer gives the same reason, so the sign-in screen says
 * why either way.
 */
async function staffSignInRequired(request: FastifyRequest): Promise<AppError> {
  const token = request.cookies[STAFF_COOKIE];
  if (token && (await isOfDeactivatedStaff(request.server.database.db, token))) {
    return new AppError('UNAUTHENTICATED', STAFF_SESSION_DEACTIVATED_MESSAGE);
  }
  return new AppError('UNAUTHENTICATED', 'Staff sign-in required');
}

/** preHandler: a player with a full session, or (allowOnboarding) one still in the KYC flow. */
export function requirePlayer(options: { allowOnboarding?: boolean } = {}) {
  return guard(async (request: FastifyRequest) => {
    const session = await loadPlayerSession(request);
    if (!session) throw unauthenticated();
    if (session.scope !== 'full' && !options.allowOnboarding) {
      throw new AppError('KYC_VERIFICATION_REQUIRED', 'Complete KYC verification to use this feature');
    }
  });
}

/**
 * Whether the member's role holds `permission` (DESIGN.md section 8). A member whose password a super
 * admin set holds none until they choose their own (issue 27, item 14).
 */
export function hasPermission(session: StaffSession, permission: StaffPermission): boolean {
  if (session.mustChangePassword) return false;
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(session.role);
}

/**
 * A password a super admin set is a gate on everything a staff session reaches but choosing one's own,
 * who am I and signing out: staff routes and the routes players use for their own data alike, since a
 * staff session is let through those too (issue 27, item 14). 403 with the reason.
 */
export function refuseTemporaryPassword(session: StaffSession | null): void {
  if (session?.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED', STAFF_PASSWORD_CHANGE_MESSAGE);
}

/**
 * preHandler: a staff member whose role holds `permission` (DESIGN.md section 8). Without a permission
 * (who am I, change my password) a member who must change a password set by a super admin passes; with
 * one, they are refused until they have chosen their own.
 */
export function requireStaff(permission?: StaffPermission) {
  return guard(async (request: FastifyRequest) => {
    const session = await loadStaffSession(request);
    if (!session) throw await staffSignInRequired(request);
    if (permission) refuseTemporaryPassword(session);
    if (permission && !hasPermission(session, permission)) {
      throw new AppError('FORBIDDEN', 'Your role does not allow this action');
    }
  });
}

/**
 * A path that names a player is served to that player's own session, or to staff whose role holds
 * `staffPermission`. Anyone else gets 403 and learns nothing about the player.
 */
export function requireOwnPlayer(
  options: { param?: string; staffPermission?: StaffPermission; allowOnboarding?: boolean } = {},
) {
  const param = options.param ?? 'playerId';
  // Runs before validation: the path parameter or body field is still the raw value here.
  return guard(async (request: FastifyRequest) => {
    const fromPath = (request.params as Record<string, unknown>)[param];
    const playerId = Number(fromPath ?? (request.body as Record<string, unknown> | undefined)?.[param]);
    const player = await loadPlayerSession(request);
    if (player?.playerId === playerId) {
      if (player.scope !== 'full' && !options.allowOnboarding) {
        throw new AppError('KYC_VERIFICATION_REQUIRED', 'Complete KYC verification to use this feature');
      }
      return;
    }
    const staffSession = options.staffPermission ? await loadStaffSession(request) : null;
    refuseTemporaryPassword(staffSession);
    if (staffSession && options.staffPermission && hasPermission(staffSession, options.staffPermission)) return;
    if (!player && !staffSession) throw unauthenticated();
    // A path id that is not an id names nobody: the path's own validation answers it with 400.
    if (fromPath !== undefined && !(Number.isInteger(playerId) && playerId > 0)) return;
    throw new AppError('FORBIDDEN', 'You can only access your own account');
  });
}

export function currentPlayer(request: FastifyRequest): PlayerSession {
  if (!request.playerSession) throw unauthenticated();
  return request.playerSession;
}

export function currentStaff(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new AppError('UNAUTHENTICATED', 'Staff sign-in required');
  return request.staffSession;
}
