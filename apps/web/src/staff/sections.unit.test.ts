import { STAFF_ROLES } from '@club/shared/staff';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections';

describe('console navigation by role', () => {
  it('shows the floor to the floor roles only', () => {
    const withFloor = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'floor'));
    expect(withFloor).toEqual(['super_admin', 'admin', 'manager']);
  });

  it('shows the displays (the TV board keys) to the floor roles only', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'displays'));
    expect(roles).toEqual(['super_admin', 'admin', 'manager']);
  });

  it('shows the guest relations desk to the guest relations roles only', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'guest-relations'));
    expect(roles).toEqual(['super_admin', 'admin', 'gre']);
  });

  it('shows the kitchen to the food-order roles, and a kitchen member nothing else (decision 105)', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'kitchen'));
    expect(roles).toEqual(['super_admin', 'admin', 'gre', 'kitchen']);
    expect(sectionsFor('kitchen').map((s) => s.path)).toEqual(['kitchen']);
  });

  it('shows the notifications composer to the roles that may send push notifications', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'notifications'));
    expect(roles).toEqual(['super_admin', 'admin', 'manager', 'gre']);
  });

  it('shows the content section (menu and tournaments) to the content roles only', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'content'));
    expect(roles).toEqual(['super_admin', 'admin', 'manager']);
  });

  it('shows the Tournaments desk (clocks and structures) to the content roles only, never to a cashier', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'tournaments'));
    expect(roles).toEqual(['super_admin', 'admin', 'manager']);
  });

  it('shows the KYC desk to the KYC review roles, with a count of players waiting', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'kyc'));
    expect(roles).toEqual(['super_admin', 'admin', 'manager', 'gre']);
    expect(sectionsFor('gre').find((s) => s.path === 'kyc')?.useBadge).toBeTypeOf('function');
  });

  it('shows the cage to the cashier roles only, and the cashier only the cage and the players', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'cage'));
    expect(roles).toEqual(['super_admin', 'cashier']);
    expect(sectionsFor('cashier').map((s) => s.path)).toEqual(['cage', 'players']);
  });

  it('shows the player directory to every role but the kitchen', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'players'));
    expect(roles).toEqual(STAFF_ROLES.filter((role) => role !== 'kitchen'));
  });

  it('shows staff accounts to super admins only, settings and the audit log to super admins and admins', () => {
    const rolesWith = (path: string) => STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === path));
    expect(rolesWith('staff')).toEqual(['super_admin']);
    // Admins change the floor's settings (issue 19) and see the rest.
    expect(rolesWith('settings')).toEqual(['super_admin', 'admin']);
    expect(rolesWith('audit')).toEqual(['super_admin', 'admin']);
  });

  it('shows the reports to super admins, admins and floor managers', () => {
    const roles = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'reports'));
    expect(roles).toEqual(['super_admin', 'admin', 'manager']);
  });
});
