import type { MessageType, PushNotification } from '@club/shared/notifications';

/**
 * accounts-kyc.md: login blue, seat_waiting orange, tournament purple, payment green, general emerald, urgent
 * red. Every bubble is white text on a shade dark enough for WCAG AA (4.5:1), its sender line included
 * (issue 14, item 11: white on orange-600 was about 3.6:1); notification-style.unit.test.ts measures them.
 */
export const TYPE_STYLES: Record<MessageType, { label: string; color: string; bubble: string; badge: string }> = {
  login: {
    label: 'Login',
    color: 'blue',
    bubble: 'bg-blue-600 border-blue-400 text-white',
    badge: 'bg-blue-500/20 text-blue-200 border-blue-500/50',
  },
  seat_waiting: {
    label: 'Seat Waiting',
    color: 'orange',
    bubble: 'bg-orange-700 border-orange-400 text-white',
    badge: 'bg-orange-500/20 text-orange-200 border-orange-500/50',
  },
  tournament: {
    label: 'Tournament',
    color: 'purple',
    bubble: 'bg-purple-600 border-purple-400 text-white',
    badge: 'bg-purple-500/20 text-purple-200 border-purple-500/50',
  },
  payment: {
    label: 'Payment',
    color: 'green',
    bubble: 'bg-green-700 border-green-400 text-white',
    badge: 'bg-green-500/20 text-green-200 border-green-500/50',
  },
  general: {
    label: 'General',
    color: 'emerald',
    bubble: 'bg-emerald-700 border-emerald-400 text-white',
    badge: 'bg-emerald-500/20 text-emerald-200 border-emerald-500/50',
  },
  urgent: {
    label: 'Urgent',
    color: 'red',
    bubble: 'bg-red-600 border-red-400 text-white',
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

/**
 * The bubble's first line: its type, then its priority when urgent or high, unless the type already
 * says it (issue 14, item 25: an urgent notification of the urgent type read 'URGENT · URGENT').
 */
export function bubbleLabel(notification: Pick<PushNotification, 'message_type' | 'priority'>): string {
  const { label } = TYPE_STYLES[notification.message_type];
  const { priority } = notification;
  if ((priority !== 'urgent' && priority !== 'high') || label.toLowerCase() === priority) return label;
  return `${label} · ${priority}`;
}
