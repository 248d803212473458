import { ClubLogo } from '../../components/club-logo';
import { FALLBACK_CLUB_NAME, useClubSettings } from './club-settings-query';

/**
 * The club's mark and name above a signed-out card (sign-in, password reset): a player who follows a
 * link from an e-mail sees whose page it is (issue 14, item 25).
 */
export function ClubIdentity() {
  const clubSettings = useClubSettings();
  return (
    <div className="flex items-center justify-center gap-3 pb-1">
      <ClubLogo className="size-10" />
      {clubSettings.isPending ? (
        <span className="h-5 w-36 animate-pulse rounded-md bg-slate-800" role="status" aria-label="Loading the club" />
      ) : (
        <p className="text-lg font-bold text-white">{clubSettings.data?.clubName ?? FALLBACK_CLUB_NAME}</p>
      )}
    </div>
  );
}
