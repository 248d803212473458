import { BrandLogo, useBrandNameColor } from './brand-logo';
import { FALLBACK_CLUB_NAME, useClubSettings } from './club-settings-query';

/**
 * The club's mark and name above a signed-out card (sign-in, password reset): a player who follows a
 * link from an e-mail sees whose page it is (issue 14, item 25), in the club's branding (decision 090).
 */
export function ClubIdentity() {
  const clubSettings = useClubSettings();
  const nameColor = useBrandNameColor();
  return (
    <div className="flex items-center justify-center gap-3 pb-1">
      <BrandLogo className="size-10" />
      {clubSettings.isPending ? (
        <span
          className="h-5 w-36 motion-safe:animate-pulse rounded-md bg-slate-800"
          role="status"
          aria-label="Loading the club"
        />
      ) : (
        <p className="text-lg font-bold text-white" style={nameColor ? { color: nameColor } : undefined}>
          {clubSettings.data?.clubName ?? FALLBACK_CLUB_NAME}
        </p>
      )}
    </div>
  );
}
