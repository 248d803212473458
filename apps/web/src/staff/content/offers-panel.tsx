import { offersContract } from '@club/shared/contracts/offers';
import { isOfferVisibleAt, type Offer, type StaffOffer } from '@club/shared/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { OfferTypeBadge, offerDateRange } from '../../features/offers/offer-parts';
import { callApi } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { useContentMutation } from './content-queries';
import { OfferDialog } from './offer-dialog';
import { PROMO_KEYS, useStaffOffers } from './promo-queries';

/** Whether players see it now, will from its start, or no longer do. */
function scheduleText(offer: Offer, now: number): { label: string; tone: string } {
  if (isOfferVisibleAt(offer, now)) return { label: 'Showing now', tone: 'text-emerald-300' };
  if (offer.start_date && Date.parse(offer.start_date) > now) {
    return { label: `Starts ${formatClubTime(offer.start_date, 'weekdayTime')}`, tone: 'text-sky-300' };
  }
  return {
    label: offer.end_date ? `Ended ${formatClubTime(offer.end_date, 'dayTime')}` : 'Hidden',
    tone: 'text-amber-300',
  };
}

/**
 * Offers as staff run them (issue 18): the carousel in players' order with up and down buttons, each
 * offer's schedule and views, create, edit with a preview as the player's card, retire and put back.
 */
export function OffersPanel() {
  const offers = useStaffOffers();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffOffer | 'new' | null>(null);
  const [retiring, setRetiring] = useState<StaffOffer | null>(null);
  const carousel = offers.data?.filter((offer) => offer.status === 'active') ?? [];
  const retired = offers.data?.filter((offer) => offer.status !== 'active') ?? [];
  const move = useContentMutation(
    ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      callApi(offersContract.postStaffOffersByIdMove, { params: { id }, body: { direction } }),
    (client, list) => client.setQueryData(PROMO_KEYS.offers, list),
  );
  const putBack = useContentMutation(
    (offer: StaffOffer) =>
      callApi(offersContract.patchStaffOffersById, { params: { id: offer.id }, body: { status: 'active' } }),
    (client) => void client.invalidateQueries({ queryKey: PROMO_KEYS.offers }),
  );
  const now = Date.now();

  return (
    <section aria-labelledby="content-offers" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="content-offers" className="text-lg font-bold text-white">
            Offers
          </h2>
          <p className="text-sm text-slate-300">
            Players' carousel shows the offers in this order, each between its start and end.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>New offer</Button>
      </div>
      {offers.isError && !offers.data ? (
        <Alert variant="destructive" title="Could not read the offers">
          {actionErrorText(offers.error)}
        </Alert>
      ) : null}
      {move.error ? (
        <Alert variant="destructive" title="Not moved">
          {actionErrorText(move.error)}
        </Alert>
      ) : null}
      {offers.isPending ? <p className="text-sm text-slate-300">Reading the offers…</p> : null}
      {offers.data && carousel.length === 0 ? (
        <p className="text-sm text-slate-300">No offers in the carousel: players see "No special offers".</p>
      ) : null}
      <ol aria-label="Carousel order" className="grid gap-2">
        {carousel.map((offer, index) => {
          const schedule = scheduleText(offer, now);
          return (
            <li
              key={offer.id}
              aria-label={offer.title}
              data-testid="offer-row"
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-800 bg-slate-900/90 p-3 text-sm text-slate-200"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-800 font-bold text-white">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-white">{offer.title}</p>
                  <OfferTypeBadge type={offer.offer_type} />
                </div>
                <p className="text-slate-300">
                  <span className={schedule.tone}>{schedule.label}</span> · {offerDateRange(offer)}
                </p>
              </div>
              <p className="w-24 text-right text-slate-300" data-testid="offer-views">
                <span className="font-semibold text-white tabular-nums">{offer.views}</span>{' '}
                {offer.views === 1 ? 'view' : 'views'}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  aria-label={`Move ${offer.title} up`}
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ id: offer.id, direction: 'up' })}
                >
                  <span aria-hidden="true">↑</span> Up
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Move ${offer.title} down`}
                  disabled={index === carousel.length - 1 || move.isPending}
                  onClick={() => move.mutate({ id: offer.id, direction: 'down' })}
                >
                  <span aria-hidden="true">↓</span> Down
                </Button>
                <Button variant="secondary" aria-label={`Edit ${offer.title}`} onClick={() => setEditing(offer)}>
                  Edit
                </Button>
                <Button variant="ghost" aria-label={`Retire ${offer.title}`} onClick={() => setRetiring(offer)}>
                  Retire
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {retired.length > 0 ? (
        <details className="rounded-xl border border-slate-800 bg-slate-900/60 p-3 text-sm text-slate-200">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-white">
            Retired offers ({retired.length})
          </summary>
          <ul aria-label="Retired offers" className="mt-2 grid gap-2">
            {retired.map((offer) => (
              <li key={offer.id} aria-label={offer.title} className="flex flex-wrap items-center gap-3">
                <p className="min-w-0 flex-1">
                  {offer.title} <span className="text-slate-300">· {offerDateRange(offer)}</span>
                </p>
                <p className="text-slate-300">
                  {offer.views} {offer.views === 1 ? 'view' : 'views'}
                </p>
                <Button
                  variant="secondary"
                  aria-label={`Put ${offer.title} back`}
                  disabled={putBack.isPending}
                  onClick={() => putBack.mutate(offer)}
                >
                  Put back
                </Button>
                <Button variant="ghost" aria-label={`Edit ${offer.title}`} onClick={() => setEditing(offer)}>
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {editing ? (
        <OfferDialog
          offer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: PROMO_KEYS.offers })}
        />
      ) : null}
      {retiring ? <RetireOfferDialog offer={retiring} onClose={() => setRetiring(null)} /> : null}
    </section>
  );
}

function RetireOfferDialog({ offer, onClose }: { offer: StaffOffer; onClose: () => void }) {
  const retire = useContentMutation(
    () => callApi(offersContract.patchStaffOffersById, { params: { id: offer.id }, body: { status: 'inactive' } }),
    (client) => void client.invalidateQueries({ queryKey: PROMO_KEYS.offers }),
  );
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Retire ${offer.title}?`}
      description="It leaves every player's carousel and Offers tab at once. It keeps its views, and you can put it back."
      submitLabel="Retire"
      variant="destructive"
      isPending={retire.isPending}
      error={retire.error}
      onSubmit={() =>
        retire.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Offer retired', description: offer.title, variant: 'success' });
            onClose();
          },
        })
      }
    >
      {null}
    </FloorDialog>
  );
}
