import type { MessageType } from '@club/shared/notifications';

/** accounts-kyc.md: login blue, seat_waiting orange, tournament purple, payment green, general emerald, urgent red. */
export const TYPE_STYLES: Record<MessageType, { label: string; color: string; bubble: string; badge: string }> = {
  login: {
    label: 'Login',
    color: 'blue',
    bubble: 'bg-blue-600 border-blue-400',
    badge: 'bg-blue-500/20 text-blue-200 border-blue-500/50',
  },
  seat_waiting: {
    label: 'Seat Waiting',
    color: 'orange',
    bubble: 'bg-orange-600 border-orange-400',
    badge: 'bg-orange-500/20 text-orange-200 border-orange-500/50',
  },
  tournament: {
    label: 'Tournament',
    color: 'purple',
    bubble: 'bg-purple-600 border-purple-400',
    badge: 'bg-purple-500/20 text-purple-200 border-purple-500/50',
  },
  payment: {
    label: 'Payment',
    color: 'green',
    bubble: 'bg-green-700 border-green-400',
    badge: 'bg-green-500/20 text-green-200 border-green-500/50',
  },
  general: {
    label: 'General',
    color: 'emerald',
    bubble: 'bg-emerald-700 border-emerald-400',
    badge: 'bg-emerald-500/20 text-emerald-200 border-emerald-500/50',
  },
  urgent: {
    label: 'Urgent',
    color: 'red',
    bubble: 'bg-red-600 border-red-400',
    badge: 'bg-red-500/20 text-red-200 border-red-500/50',
  },
};

export const ROLE_LABELS: Record<string, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  manager: 'Manager',
  cashier: 'Cashier',
  gre: 'Guest Relations',
};
