import { OFFER_MESSAGES } from '@club/shared/offers';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { OfferDetails } from '../features/offers/offer-parts';
import { recordOfferView, useOffer } from '../features/offers/offers-queries';
import { isApiError } from '../lib/api';

const BACK_TO_OFFERS = '/dashboard?tab=offers';

function BackLink() {
  return (
    <Link
      to={BACK_TO_OFFERS}
      className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-semibold text-emerald-300 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Offers
    </Link>
  );
}

function Problem({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/90 px-5 py-10 text-center">
      <h1 className="text-xl font-bold text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-300">{detail}</p>
      <Button asChild variant="secondary" className="mt-5">
        <Link to={BACK_TO_OFFERS}>Back to Offers</Link>
      </Button>
    </div>
  );
}

/** /offer/{id}: an offer without a click URL, with its first three sentences as terms (dashboard.md section 2). */
export function OfferPage() {
  const id = Number(useParams().id);
  const offer = useOffer(id);
  const isValidId = Number.isInteger(id) && id > 0;

  useEffect(() => {
    if (offer.data) recordOfferView(offer.data.id);
  }, [offer.data]);

  let body: ReactNode;
  // An offer whose end date passes while the page is open goes as it would on a reload (issue 14, item 6).
  if (!isValidId || isApiError(offer.error, 404) || offer.data === null) {
    body = <Problem title={OFFER_MESSAGES.notFound} detail="This offer has ended or does not exist." />;
  } else if (offer.isError) {
    body = <Problem title={OFFER_MESSAGES.pageError} detail="Please check your connection and try again." />;
  } else if (offer.isPending) {
    body = (
      <div className="py-16 text-center">
        <Spinner label="Loading offer..." className="size-5" />
      </div>
    );
  } else {
    body = <OfferDetails offer={offer.data} />;
  }

  return (
    <main className="mx-auto grid w-full max-w-lg gap-4 px-4 py-6">
      <title>{offer.data ? `${offer.data.title} · Offers` : 'Offer · Player Portal'}</title>
      <BackLink />
      {body}
    </main>
  );
}
