import { formatClubTime } from '../../lib/format';
import type { Offer } from '@club/shared/offers';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/class-names';
import { recordOfferView } from './offers-queries';

const TYPE_BADGES: Record<Offer['offer_type'], { label: string; variant: BadgeVariant }> = {
  banner: { label: 'Banner', variant: 'info' },
  carousel: { label: 'Featured', variant: 'success' },
  other: { label: 'Offer', variant: 'default' },
};

export function OfferTypeBadge({ type, className }: { type: Offer['offer_type']; className?: string }) {
  const badge = TYPE_BADGES[type];
  return (
    <Badge variant={badge.variant} className={className}>
      {badge.label}
    </Badge>
  );
}

const formatDate = (iso: string) => formatClubTime(iso, 'date');

/** "1 Jan 2026 – 31 Jan 2026", or one open end. */
export function offerDateRange(offer: Pick<Offer, 'start_date' | 'end_date'>): string {
  if (offer.start_date && offer.end_date) return `${formatDate(offer.start_date)} – ${formatDate(offer.end_date)}`;
  if (offer.end_date) return `Until ${formatDate(offer.end_date)}`;
  if (offer.start_date) return `From ${formatDate(offer.start_date)}`;
  return 'Ongoing';
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The offer's picture: its video, its image, or a felt-green placeholder with the suits. */
export function OfferMedia({ offer, className }: { offer: Offer; className?: string }) {
  const frame = cn('aspect-video w-full overflow-hidden bg-slate-800', className);
  if (offer.video_url) {
    return (
      <video
        className={cn(frame, 'object-cover')}
        src={offer.video_url}
        poster={offer.image_url ?? undefined}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={`${offer.title} video`}
      />
    );
  }
  if (offer.image_url) {
    return <img className={cn(frame, 'object-cover')} src={offer.image_url} alt="" loading="lazy" />;
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        frame,
        'flex items-center justify-center bg-gradient-to-br from-emerald-900 via-emerald-950 to-slate-900',
      )}
    >
      <span className="text-2xl tracking-[0.4em] text-emerald-300/60">♠♥♦♣</span>
    </div>
  );
}

/** Visit Offer opens the offer's own link; without one, View Details opens /offer/{id}. Both count a view. */
export function OfferAction({ offer, className }: { offer: Offer; className?: string }) {
  const count = () => recordOfferView(offer.id);
  if (offer.click_url) {
    return (
      <Button asChild size="sm" className={className}>
        {isExternal(offer.click_url) ? (
          <a href={offer.click_url} target="_blank" rel="noopener noreferrer" onClick={count}>
            Visit Offer<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link to={offer.click_url} onClick={count}>
            Visit Offer
          </Link>
        )}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="secondary" className={className}>
      <Link to={`/offer/${offer.id}`}>View Details</Link>
    </Button>
  );
}
