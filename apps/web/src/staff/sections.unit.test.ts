import { STAFF_ROLES } from '@club/shared/staff';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections';

describe('console navigation by role', () => {
  it('shows the floor to the floor roles only', () => {
    const withFloor = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'floor'));
    expect(withFloor).toEqual(['super_admin', 'admin', 'manager']);
  });

  it('shows the kitchen to the food-order roles only', () => {
    const withKitchen = STAFF_ROLES.filter((role) => sectionsFor(role).some((s) => s.path === 'kitchen'));
    expect(withKitchen).toEqual(['super_admin', 'admin', 'gre']);
  });

  it('leaves a role without a section with nothing to show (no placeholders)', () => {
    expect(sectionsFor('cashier')).toEqual([]);
  });
});
