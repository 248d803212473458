import { Tabs as TabsPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/class-names';
import { badgeText } from '../notifications/notification-time';
import { DASHBOARD_TABS } from './dashboard-tabs';

/**
 * The tab strip: scrolls sideways on a phone and keeps the open tab in view (the header's bell keeps the
 * unread count in view there); from 1024 px the dashboard is wide enough for all nine labels in one row.
 */
export function DashboardNav({
  activeTab,
  unreadCount,
  unreadReplies,
}: {
  activeTab: string;
  unreadCount: number;
  /** Guest Relations' replies not yet read in the chat (issue 27, item 23), on the Feedback tab. */
  unreadReplies: number;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-tab="${activeTab}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [activeTab]);
  return (
    <TabsPrimitive.List
      ref={listRef}
      aria-label="Dashboard"
      className="-mx-4 flex min-w-0 snap-x scroll-px-4 gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:overflow-visible lg:px-0"
    >
      {DASHBOARD_TABS.map(({ id, label, icon: Icon }) => (
        <TabsPrimitive.Trigger
          key={id}
          value={id}
          data-tab={id}
          className={cn(
            'relative flex h-16 min-w-[4.75rem] shrink-0 snap-start lg:flex-1 flex-col items-center justify-center gap-1 rounded-xl border px-2 text-xs font-semibold transition-colors',
            'border-slate-800 bg-slate-900/80 text-slate-300 hover:text-white',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-400',
            'data-[state=active]:border-emerald-500 data-[state=active]:bg-emerald-500 data-[state=active]:text-slate-950',
          )}
        >
          <Icon className="size-5" />
          {label}
          {id === 'notifications' && unreadCount > 0 ? (
            <span
              data-testid="unread-badge"
              className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
            >
              {badgeText(unreadCount)}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
          {id === 'feedback' && unreadReplies > 0 ? (
            <span
              data-testid="unread-replies-badge"
              className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
            >
              {badgeText(unreadReplies)}
              <span className="sr-only"> unread {unreadReplies === 1 ? 'reply' : 'replies'}</span>
            </span>
          ) : null}
        </TabsPrimitive.Trigger>
      ))}
    </TabsPrimitive.List>
  );
}
