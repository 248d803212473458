import { formatClubTime } from '../../lib/format';
import { firstSentences, type Offer } from '@club/shared/offers';
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

/** One offer as the Offers tab lists it (dashboard.md section 2); the console previews it the same way. */
export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article
      aria-labelledby={`offer-${offer.id}-title`}
      className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/90 shadow-xl shadow-black/30"
    >
      <OfferMedia offer={offer} />
      <div className="grid gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`offer-${offer.id}-title`} className="text-base font-bold text-white">
            {offer.title}
          </h3>
          <OfferTypeBadge type={offer.offer_type} className="shrink-0" />
        </div>
        {offer.description ? <p className="line-clamp-3 text-sm text-slate-300">{offer.description}</p> : null}
        <div className="mt-1 flex items-center justify-between gap-3">
          <p className="text-xs text-slate-400">{offerDateRange(offer)}</p>
          <OfferAction offer={offer} />
        </div>
      </div>
    </article>
  );
}

/** What one slide of the carousel shows (offers-carousel.tsx); the console previews it the same way. */
export function OfferSlideContent({ offer }: { offer: Offer }) {
  return (
    <>
      {offer.image_url ? (
        <img src={offer.image_url} alt="" className="absolute inset-0 size-full object-cover" />
      ) : null}
      <div
        className={cn(
          'absolute inset-0',
          offer.image_url
            ? 'bg-gradient-to-t from-slate-950/95 via-slate-950/50 to-transparent'
            : 'bg-gradient-to-br from-emerald-800 via-emerald-950 to-slate-950',
        )}
      />
      <div className="relative flex h-full flex-col justify-end gap-1 p-4">
        <OfferTypeBadge type={offer.offer_type} className="w-fit" />
        <p className="line-clamp-1 text-lg font-bold text-white">{offer.title}</p>
        {offer.description ? <p className="line-clamp-1 text-sm text-slate-200">{offer.description}</p> : null}
      </div>
    </>
  );
}

/**
 * The offer's own page (/offer/{id}, dashboard.md section 2): its first three sentences as terms. The
 * console previews it the same way, with the title a level lower than the console's own heading.
 */
export function OfferDetails({ offer, titleAs: Title = 'h1' }: { offer: Offer; titleAs?: 'h1' | 'h3' }) {
  const terms = firstSentences(offer.description);
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/90 shadow-2xl shadow-black/40">
      <OfferMedia offer={offer} />
      <div className="grid gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <OfferTypeBadge type={offer.offer_type} />
          <span className="text-xs text-slate-400">{offerDateRange(offer)}</span>
        </div>
        <Title className="text-2xl font-bold tracking-tight text-white">{offer.title}</Title>
        {offer.description ? <p className="text-sm leading-relaxed text-slate-300">{offer.description}</p> : null}
        {terms.length ? (
          <section
            aria-labelledby={`offer-terms-${offer.id}`}
            className="rounded-xl border border-slate-800 bg-slate-950/60 p-4"
          >
            <h2 id={`offer-terms-${offer.id}`} className="text-sm font-semibold text-white">
              Terms &amp; Conditions
            </h2>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-300">
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {offer.click_url ? <OfferAction offer={offer} className="w-full" /> : null}
      </div>
    </article>
  );
}
