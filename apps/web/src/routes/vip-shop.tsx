import { Link } from 'react-router';
import { useSocketStatus } from '../lib/connection-status';
import { cn } from '../lib/class-names';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { CrownIcon } from '../components/ui/tab-icons';
import { VipShop } from '../features/vip/vip-shop';

/** /vip-shop (dashboard.md section 2): VIP points from the player's play and the rewards they buy. */
export function VipShopPage() {
  const player = useCurrentUser().data?.player;
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-5">
      <title>VIP Shop · Player Portal</title>
      <Link
        to="/dashboard"
        className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-semibold text-emerald-300 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          <CrownIcon className="size-6 text-amber-300" /> VIP Shop
        </h1>
        <p className="mt-1 text-sm text-slate-400">Earn points every time you play. Redeem them for club rewards.</p>
        <LiveStatus />
      </header>
      {player ? <VipShop playerId={player.id} /> : null}
    </main>
  );
}

function LiveStatus() {
  const { isConnected } = useSocketStatus();
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-400">
      <span aria-hidden="true" className={cn('size-2 rounded-full', isConnected ? 'bg-emerald-400' : 'bg-slate-500')} />
      {isConnected ? 'Live updates connected' : 'Connecting live updates...'}
    </p>
  );
}
