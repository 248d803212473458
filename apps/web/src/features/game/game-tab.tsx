import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/class-names';
import { useCurrentUser } from '../accounts/current-user-query';
import { OffersCarousel } from '../offers/offers-carousel';
import { CashTableList } from '../tables/cash-table-list';
import { GameStatusBanner } from '../tables/game-status-banner';
import { SeatedCards } from '../tables/seated-cards';
import { usePlayerSeats } from '../tables/tables-queries';
import { TournamentList } from '../tournaments/tournament-list';
import { GameLists } from './game-lists';

/** The game tab: seats, the game banner, offers, then Cash Tables / Tournaments (dashboard.md section 2). */
export function GameTab() {
  const playerId = useCurrentUser().data?.player.id;
  const seats = usePlayerSeats(playerId).data ?? [];
  const [view, setView] = useState('cash');
  return (
    // Room at the bottom for the floating Live Session button while seated.
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', seats.length > 0 && 'pb-20')}>
      <GameStatusBanner />
      <SeatedCards seats={seats} />
      <OffersCarousel />
      <Tabs value={view} onValueChange={setView}>
        <TabsList aria-label="Games">
          <TabsTrigger value="cash">Cash Tables</TabsTrigger>
          <TabsTrigger value="tournaments">Tournaments</TabsTrigger>
        </TabsList>
        <TabsContent value="cash" className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <GameLists />
          <CashTableList />
        </TabsContent>
        <TabsContent value="tournaments">
          <TournamentList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
