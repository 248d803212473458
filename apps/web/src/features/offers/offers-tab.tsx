import { OFFER_MESSAGES } from '@club/shared/offers';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { OfferCard } from './offer-parts';
import { useOffers } from './offers-queries';

/** The Offers tab (dashboard.md section 2): a count and one card per visible offer, highest priority first. */
export function OffersTab() {
  const offers = useOffers();

  return (
    <section aria-labelledby="offers-heading" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="offers-heading" className="text-lg font-bold text-white">
          Special Offers
        </h2>
        {offers.data ? (
          <Badge variant="success">
            {offers.data.length} {offers.data.length === 1 ? 'offer' : 'offers'}
          </Badge>
        ) : null}
      </div>

      {offers.isPending ? (
        <Spinner label="Loading offers..." className="size-5" />
      ) : offers.isError ? (
        <Alert variant="destructive" title={OFFER_MESSAGES.loadFailed}>
          <Button variant="link" className="text-red-100" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : offers.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-700 px-4 py-10 text-center">
          <p aria-hidden="true" className="text-xl tracking-[0.4em] text-slate-600">
            ♠ ♥ ♦ ♣
          </p>
          <p className="mt-2 font-semibold text-slate-200">{OFFER_MESSAGES.empty}</p>
          <p className="mt-1 text-sm text-slate-400">Check back soon: new offers appear here as the club adds them.</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
