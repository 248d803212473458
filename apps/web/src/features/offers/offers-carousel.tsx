import { CAROUSEL_INTERVAL_MS, type Offer } from '@club/shared/offers';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names';
import { OfferSlideContent } from './offer-parts';
import { recordOfferView, useOffers } from './offers-queries';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

function SlideLink({ offer, children }: { offer: Offer; children: ReactNode }) {
  const className = 'block h-full w-full focus-visible:outline-2 focus-visible:-outline-offset-2';
  if (offer.click_url && isExternal(offer.click_url)) {
    return (
      <a
        href={offer.click_url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={() => recordOfferView(offer.id)}
      >
        {children}
      </a>
    );
  }
  const to = offer.click_url ?? `/offer/${offer.id}`;
  return (
    <Link to={to} className={className} onClick={offer.click_url ? () => recordOfferView(offer.id) : undefined}>
      {children}
    </Link>
  );
}

/**
 * The offers carousel above the game tab's Cash Tables / Tournaments toggle: one offer at a time,
 * advancing every 4 s and wrapping around (dashboard.md section 4). It pauses while pointed at or
 * focused, and has a pause button (WCAG 2.2.2). Nothing shows while there are no offers.
 */
export function OffersCarousel({ className }: { className?: string }) {
  const offers = useOffers().data ?? [];
  const [index, setIndex] = useState(0);
  const [isHeld, setIsHeld] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const count = offers.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || isHeld || isPaused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, isHeld, isPaused]);

  const offer = offers[current];
  if (!offer) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Club offers"
      className={cn(
        'relative overflow-hidden rounded-2xl border border-emerald-900/60 shadow-xl shadow-black/40',
        className,
      )}
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
    >
      <div aria-live={isPaused || isHeld ? 'polite' : 'off'} className="relative h-36">
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group */}
        <div
          key={offer.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          className="absolute inset-0 motion-safe:animate-fade-in"
        >
          <SlideLink offer={offer}>
            <OfferSlideContent offer={offer} />
          </SlideLink>
        </div>
      </div>
      {count > 1 ? (
        <div className="absolute top-2 right-2 flex items-center gap-1">
          <div className="flex items-center gap-1 rounded-full bg-slate-950/70 px-2 py-1">
            {offers.map((o, i) => (
              <button
                key={o.id}
                type="button"
                aria-label={`Show offer ${i + 1}: ${o.title}`}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                className="grid size-6 place-items-center rounded-full"
              >
                <span className={cn('block size-2 rounded-full', i === current ? 'bg-emerald-400' : 'bg-slate-500')} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setIsPaused((p) => !p)}
            aria-label={isPaused ? 'Play offers' : 'Pause offers'}
            className="grid size-8 place-items-center rounded-full bg-slate-950/70 text-xs text-slate-100 hover:bg-slate-900"
          >
            <span aria-hidden="true">{isPaused ? '▶' : '❚❚'}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
