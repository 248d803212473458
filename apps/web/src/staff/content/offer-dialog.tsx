import { offersContract } from '@club/shared/contracts/offers';
import { OFFER_TYPES, type Offer } from '@club/shared/offers';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { OfferCard, OfferDetails, OfferSlideContent } from '../../features/offers/offer-parts';
import { callApi } from '../../lib/api';
import { cn } from '../../lib/class-names';
import { fromClubInputValue, toClubInputValue } from '../../lib/format';
import { actionErrorText, Select } from '../floor/floor-form';
import { ImageField } from '../image-upload';
import { useContentMutation } from './content-queries';

const TYPE_LABELS: Record<Offer['offer_type'], string> = {
  carousel: 'Featured',
  banner: 'Banner',
  other: 'Offer',
};

interface Values {
  title: string;
  description: string;
  offer_type: Offer['offer_type'];
  image_url: string;
  video_url: string;
  click_url: string;
  start: string;
  end: string;
}

const textareaClass = cn(
  'min-h-24 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-base text-slate-50',
  'focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60',
);

/**
 * Create or change an offer, with a preview as the player sees it: the carousel's slide and the Offers
 * tab's card (the player's own components). Start and end are on the club's clock.
 */
export function OfferDialog({
  offer,
  onClose,
  onSaved,
}: {
  offer: Offer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Values>({
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    offer_type: offer?.offer_type ?? 'carousel',
    image_url: offer?.image_url ?? '',
    video_url: offer?.video_url ?? '',
    click_url: offer?.click_url ?? '',
    start: offer?.start_date ? toClubInputValue(offer.start_date) : '',
    end: offer?.end_date ? toClubInputValue(offer.end_date) : '',
  });
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));
  const startDate = values.start ? fromClubInputValue(values.start) : null;
  const endDate = values.end ? fromClubInputValue(values.end) : null;
  const datesProblem =
    startDate && endDate && Date.parse(endDate) < Date.parse(startDate)
      ? 'The end must not be before the start.'
      : null;

  const save = useContentMutation(
    () => {
      const body = {
        title: values.title,
        description: values.description,
        offer_type: values.offer_type,
        image_url: values.image_url.trim() || null,
        video_url: values.video_url.trim() || null,
        click_url: values.click_url.trim() || null,
        start_date: startDate,
        end_date: endDate,
      };
      return offer
        ? callApi(offersContract.patchStaffOffersById, { params: { id: offer.id }, body })
        : callApi(offersContract.postStaffOffers, { body });
    },
    () => onSaved(),
  );

  const preview: Offer = {
    id: offer?.id ?? 0,
    title: values.title.trim() || 'The offer’s title',
    description: values.description.trim(),
    offer_type: values.offer_type,
    priority: 0,
    target_audience: 'all',
    click_url: values.click_url.trim() || null,
    image_url: values.image_url.trim() || null,
    video_url: values.video_url.trim() || null,
    start_date: startDate,
    end_date: endDate,
    status: 'active',
    created_at: new Date().toISOString(),
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-5xl!">
        <DialogTitle>{offer ? `Edit ${offer.title}` : 'New offer'}</DialogTitle>
        <DialogDescription>Players' carousels and Offers tabs follow at once.</DialogDescription>
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <form
            aria-label={offer ? `Edit ${offer.title}` : 'New offer'}
            className="grid content-start gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(undefined, {
                onSuccess: (saved) => {
                  toast({ title: offer ? 'Offer saved' : 'Offer added', description: saved.title, variant: 'success' });
                  onClose();
                },
              });
            }}
          >
            <FormField label="Title">
              {(control) => (
                <Input
                  {...control}
                  required
                  maxLength={120}
                  value={values.title}
                  onChange={(e) => set('title', e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Description (its first three sentences are the offer's terms)">
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={4000}
                  className={textareaClass}
                  value={values.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Type">
                {(control) => (
                  <Select
                    {...control}
                    value={values.offer_type}
                    onChange={(e) => set('offer_type', e.target.value as Offer['offer_type'])}
                  >
                    {OFFER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TYPE_LABELS[type]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label="Link when tapped (optional)">
                {(control) => (
                  <Input
                    {...control}
                    type="text"
                    inputMode="url"
                    placeholder="https://… or /…"
                    value={values.click_url}
                    onChange={(e) => set('click_url', e.target.value)}
                  />
                )}
              </FormField>
            </div>
            <ImageField label="Image" isOptional value={values.image_url} onChange={(url) => set('image_url', url)} />
            <FormField label="Video link (optional)">
              {(control) => (
                <Input
                  {...control}
                  type="text"
                  inputMode="url"
                  placeholder="https://…"
                  value={values.video_url}
                  onChange={(e) => set('video_url', e.target.value)}
                />
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Starts (club time; empty: at once)">
                {(control) => (
                  <Input
                    {...control}
                    type="datetime-local"
                    value={values.start}
                    onChange={(e) => set('start', e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Ends (club time; empty: no end)"
                message={datesProblem ?? undefined}
                tone={datesProblem ? 'error' : 'hint'}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="datetime-local"
                    value={values.end}
                    onChange={(e) => set('end', e.target.value)}
                  />
                )}
              </FormField>
            </div>
            {save.error ? (
              <Alert variant="destructive" title="Not saved">
                {actionErrorText(save.error)}
              </Alert>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending || !values.title.trim() || datesProblem !== null}>
                {save.isPending ? 'Working…' : offer ? 'Save' : 'Add offer'}
              </Button>
            </div>
          </form>
          <OfferPreview offer={preview} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The offer as players will see it; inert, so its links do not leave the console. */
function OfferPreview({ offer }: { offer: Offer }) {
  return (
    <figure className="grid content-start gap-3" aria-labelledby="offer-preview-caption">
      <figcaption id="offer-preview-caption" className="text-sm font-semibold text-slate-200">
        Preview on the player's phone
      </figcaption>
      <div inert className="grid gap-3" data-testid="offer-preview">
        <p className="text-xs text-slate-300">In the carousel</p>
        <div className="relative h-36 overflow-hidden rounded-2xl border border-emerald-900/60">
          <OfferSlideContent offer={offer} />
        </div>
        <p className="text-xs text-slate-300">In the Offers tab</p>
        <OfferCard offer={offer} />
        <p className="text-xs text-slate-300">Its page (when it has no link of its own)</p>
        <OfferDetails offer={offer} titleAs="h3" />
      </div>
    </figure>
  );
}
