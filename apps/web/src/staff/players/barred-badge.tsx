import type { PlayerBar } from '@club/shared/player-directory';
import { Badge } from '../../components/ui/badge';
import { formatClubTime } from '../../lib/format';

/** The flag the floor, the cage, the KYC desk and the directory show on a barred player. */
export function BarredBadge({ bar }: { bar: Pick<PlayerBar, 'reason' | 'until'> | null | undefined }) {
  if (!bar) return null;
  const until = bar.until ? ` until ${formatClubTime(bar.until, 'dayTime')}` : '';
  return (
    <Badge variant="destructive" title={`Barred${until}: ${bar.reason}`}>
      Barred{until}
    </Badge>
  );
}
