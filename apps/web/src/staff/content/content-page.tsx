import { AdsPanel } from './ads-panel';
import { MenuPanel } from './menu-panel';
import { OffersPanel } from './offers-panel';
import { TournamentsPanel } from './tournaments-panel';

/** Content (issue 18): the offers, the menu with its availability and its ads, and the tournaments. */
export function ContentPage() {
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-bold text-white">Content</h1>
      <OffersPanel />
      <MenuPanel />
      <AdsPanel />
      <TournamentsPanel />
    </div>
  );
}
