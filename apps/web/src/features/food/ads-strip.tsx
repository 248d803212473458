import type { FoodAd } from '@club/shared/food';
import { cn } from '../../lib/class-names';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** One ad as the Food tab shows it; the console previews it the same way. */
export function AdCard({ ad }: { ad: FoodAd }) {
  const content = (
    <>
      {ad.video_url ? (
        <video
          src={ad.video_url}
          poster={ad.image_url ?? undefined}
          muted
          autoPlay
          loop
          playsInline
          className="absolute inset-0 size-full object-cover"
        />
      ) : ad.image_url ? (
        <img src={ad.image_url} alt="" className="absolute inset-0 size-full object-cover" loading="lazy" />
      ) : null}
      <div
        className={cn(
          'absolute inset-0',
          ad.image_url || ad.video_url
            ? 'bg-gradient-to-t from-slate-950 via-slate-950/60 to-transparent'
            : 'bg-gradient-to-br from-amber-700/70 via-orange-950 to-slate-950',
        )}
      />
      <div className="relative flex h-full flex-col justify-end p-3">
        <p className="line-clamp-1 font-bold text-white">{ad.title}</p>
        {ad.description ? <p className="line-clamp-2 text-xs text-slate-200">{ad.description}</p> : null}
      </div>
    </>
  );
  const frame = 'relative block h-28 w-64 shrink-0 snap-start overflow-hidden rounded-xl border border-slate-800';
  if (ad.target_url) {
    return (
      <a
        href={ad.target_url}
        className={frame}
        {...(isExternal(ad.target_url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  }
  return <div className={frame}>{content}</div>;
}

/** The ads strip at the top of the Food tab: swipe sideways; nothing shows without ads. */
export function AdsStrip({ ads }: { ads: FoodAd[] }) {
  if (ads.length === 0) return null;
  return (
    <section aria-label="Food and beverage specials" className="min-w-0">
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {ads.map((ad) => (
          <li key={ad.id} className={cn(ads.length === 1 && 'w-full')}>
            <AdCard ad={ad} />
          </li>
        ))}
      </ul>
    </section>
  );
}
