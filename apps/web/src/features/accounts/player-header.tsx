import { ClubLogo } from '../../components/club-logo';
import { Button } from '../../components/ui/button';
import { useClubName } from './club-settings-query';
import { useSignOut } from './use-sign-out';

/** The top bar of signed-in screens: club, player, Sign Out. */
export function PlayerHeader({ playerName }: { playerName: string }) {
  const clubName = useClubName();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4">
        <ClubLogo className="size-9" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-white">{clubName}</p>
          <p className="truncate text-xs text-slate-300">{playerName}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    </header>
  );
}
