import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import {
  BellIcon,
  ChatIcon,
  FoodIcon,
  GameIcon,
  GiftIcon,
  TimerIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from '../../components/ui/tab-icons';

export interface DashboardTab {
  id: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** Each tab is its own chunk, downloaded only when the tab opens. */
  Content: LazyExoticComponent<ComponentType>;
}

const lazyTab = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/**
 * Every tab of both readings of dashboard.md's list: the one with tournaments first and the one
 * without (tournaments inside the game tab's toggle). Both are served: every id here is a deep link
 * (`/dashboard?tab=<id>`), and tournaments is its own tab as well as part of the game tab.
 */
export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { id: 'game', label: 'Game', icon: GameIcon, Content: lazyTab(() => import('../game/game-tab'), 'GameTab') },
  {
    id: 'tournaments',
    label: 'Tournaments',
    icon: TrophyIcon,
    Content: lazyTab(() => import('../tournaments/tournaments-tab'), 'TournamentsTab'),
  },
  {
    id: 'offers',
    label: 'Offers',
    icon: GiftIcon,
    Content: lazyTab(() => import('../offers/offers-tab'), 'OffersTab'),
  },
  { id: 'food', label: 'Food', icon: FoodIcon, Content: lazyTab(() => import('../food/food-tab'), 'FoodTab') },
  {
    id: 'session',
    label: 'Session',
    icon: TimerIcon,
    Content: lazyTab(() => import('../live-session/session-tab'), 'SessionTab'),
  },
  {
    id: 'balance',
    label: 'Balance',
    icon: WalletIcon,
    Content: lazyTab(() => import('../wallet/balance-tab'), 'BalanceTab'),
  },
  {
    id: 'profile',
    label: 'Profile',
    icon: UserIcon,
    Content: lazyTab(() => import('../profile/profile-tab'), 'ProfileTab'),
  },
  {
    id: 'feedback',
    label: 'Feedback',
    icon: ChatIcon,
    Content: lazyTab(() => import('../feedback/feedback-tab'), 'FeedbackTab'),
  },
  {
    id: 'notifications',
    label: 'Notifications',
    icon: BellIcon,
    Content: lazyTab(() => import('../notifications/notifications-tab'), 'NotificationsTab'),
  },
];

/** The tab a `?tab=` value names; anything unknown opens the default (game). */
export function findTab(id: string | null): DashboardTab {
  // biome-ignore lint/style/noNonNullAssertion: the list above is a literal that starts with the game tab
  return DASHBOARD_TABS.find((tab) => tab.id === id) ?? DASHBOARD_TABS[0]!;
}
