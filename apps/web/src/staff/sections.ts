import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@club/shared/staff';
import { useKycWaitingCount } from './kyc/kyc-queries';

export interface ConsoleSection {
  path: string;
  label: string;
  /** The permission of the section's HTTP routes: the server stays the authority (DESIGN.md section 8). */
  permission: StaffPermission;
  /** A count shown next to the label (players waiting…), kept live by the section's socket events. */
  useBadge?: () => number | undefined;
}

/**
 * The console's sections that exist, in navigation order. A section is listed here only once it has a
 * screen: roles never see a placeholder (issue 15).
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: 'floor', label: 'Floor', permission: 'seating' },
  // The tournament clocks and structures use the tournament routes' permission (decision 110).
  { path: 'tournaments', label: 'Tournaments', permission: 'content' },
  { path: 'displays', label: 'Displays', permission: 'seating' },
  { path: 'cage', label: 'Cage', permission: 'cashier' },
  { path: 'kitchen', label: 'Kitchen', permission: 'foodOrders' },
  { path: 'guest-relations', label: 'Guest relations', permission: 'guestRelations' },
  { path: 'content', label: 'Content', permission: 'content' },
  { path: 'notifications', label: 'Notifications', permission: 'pushNotifications' },
  { path: 'kyc', label: 'KYC', permission: 'kycReview', useBadge: useKycWaitingCount },
  { path: 'players', label: 'Players', permission: 'playersRead' },
  { path: 'staff', label: 'Staff', permission: 'staffAccounts' },
  { path: 'audit', label: 'Audit log', permission: 'auditRead' },
  { path: 'reports', label: 'Reports', permission: 'reports' },
  { path: 'settings', label: 'Settings', permission: 'floorSettings' },
];

export const sectionsFor = (role: StaffRole): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((section) => (STAFF_PERMISSIONS[section.permission] as readonly StaffRole[]).includes(role));

export const ROLE_LABELS: Record<StaffRole, string> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  manager: 'Floor manager',
  cashier: 'Cashier',
  gre: 'Guest relations',
  kitchen: 'Kitchen',
};
