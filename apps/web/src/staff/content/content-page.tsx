import { MenuPanel } from './menu-panel';
import { TournamentsPanel } from './tournaments-panel';

/** Content (issue 18): the menu with its availability, and the tournaments. */
export function ContentPage() {
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-bold text-white">Content</h1>
      <MenuPanel />
      <TournamentsPanel />
    </div>
  );
}
