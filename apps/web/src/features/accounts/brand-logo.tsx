import { ClubLogo } from '../../components/club-logo';
import { cn } from '../../lib/class-names';
import { readableOnDark } from './brand-colors';
import { useAfterFirstPaint, useClubBranding } from './club-branding';

/**
 * The club's logo when a super admin uploaded one (decision 090), else the default mark. Decorative: the
 * club's name is always written next to it. Live on signed-out pages too (read again every few seconds).
 */
export function BrandLogo({ className }: { className?: string }) {
  const branding = useClubBranding({ refreshWithoutSocket: true });
  const isLive = useAfterFirstPaint();
  if (!isLive || !branding.logoUrl) return <ClubLogo className={className} />;
  return <img src={branding.logoUrl} alt="" className={cn('size-12 shrink-0 rounded-lg object-contain', className)} />;
}

/** The club's primary colour for its name on a dark card (after the first paint; see useAfterFirstPaint). */
export function useBrandNameColor(): string | undefined {
  const branding = useClubBranding({ refreshWithoutSocket: true });
  const isLive = useAfterFirstPaint();
  return isLive ? readableOnDark(branding.primaryColor) : undefined;
}
