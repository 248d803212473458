import { foodContract } from '@club/shared/contracts/food';
import type { FoodAd } from '@club/shared/food';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { AdCard } from '../../features/food/ads-strip';
import { callApi } from '../../lib/api';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { ImageField } from '../image-upload';
import { useContentMutation } from './content-queries';
import { PROMO_KEYS, useStaffAds } from './promo-queries';

/** The F&B ads at the top of players' menus: every ad, with create, edit and delete (ads-updated goes live). */
export function AdsPanel() {
  const ads = useStaffAds();
  const [editing, setEditing] = useState<FoodAd | 'new' | null>(null);
  const [removing, setRemoving] = useState<FoodAd | null>(null);
  const sorted = [...(ads.data ?? [])].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

  return (
    <section aria-labelledby="content-ads" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="content-ads" className="text-lg font-bold text-white">
            Menu ads
          </h2>
          <p className="text-sm text-slate-300">
            The specials strip at the top of players' Food tab, lowest order first.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>New ad</Button>
      </div>
      {ads.isError && !ads.data ? (
        <Alert variant="destructive" title="Could not read the ads">
          {actionErrorText(ads.error)}
        </Alert>
      ) : null}
      {ads.isPending ? <p className="text-sm text-slate-300">Reading the ads…</p> : null}
      {ads.data?.length === 0 ? <p className="text-sm text-slate-300">No ads yet.</p> : null}
      <ul className="grid gap-2 lg:grid-cols-2">
        {sorted.map((ad) => (
          <li
            key={ad.id}
            aria-label={ad.title}
            className="grid gap-2 rounded-xl border border-slate-800 bg-slate-900/90 p-3 text-sm text-slate-200"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-white">{ad.title}</p>
                <p className="text-slate-300">
                  Order {ad.sort_order} · {ad.video_url ? 'Video' : ad.image_url ? 'Image' : 'Text only'}
                  {ad.target_url ? ` · opens ${ad.target_url}` : ''}
                </p>
              </div>
              <span
                className={
                  ad.is_active
                    ? 'rounded-full border border-emerald-500/60 px-2 py-0.5 text-xs text-emerald-200'
                    : 'rounded-full border border-slate-600 px-2 py-0.5 text-xs text-slate-200'
                }
              >
                {ad.is_active ? 'Showing' : 'Hidden'}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" aria-label={`Edit ${ad.title}`} onClick={() => setEditing(ad)}>
                Edit
              </Button>
              <Button variant="ghost" aria-label={`Delete ${ad.title}`} onClick={() => setRemoving(ad)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? <AdDialog ad={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <DeleteAdDialog ad={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}

interface AdValues {
  title: string;
  description: string;
  image_url: string;
  video_url: string;
  target_url: string;
  sort_order: string;
  is_active: boolean;
}

function AdDialog({ ad, onClose }: { ad: FoodAd | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AdValues>({
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    image_url: ad?.image_url ?? '',
    video_url: ad?.video_url ?? '',
    target_url: ad?.target_url ?? '',
    sort_order: String(ad?.sort_order ?? 0),
    is_active: ad?.is_active ?? true,
  });
  const set = <K extends keyof AdValues>(name: K, value: AdValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  const save = useContentMutation(
    () => {
      const body = {
        title: values.title,
        description: values.description,
        image_url: values.image_url.trim() || null,
        video_url: values.video_url.trim() || null,
        target_url: values.target_url.trim() || null,
        sort_order: Number(values.sort_order) || 0,
        is_active: values.is_active,
      };
      return ad
        ? callApi(foodContract.patchStaffFoodBeverageAdsById, { params: { id: ad.id }, body })
        : callApi(foodContract.postStaffFoodBeverageAds, { body });
    },
    () => void queryClient.invalidateQueries({ queryKey: PROMO_KEYS.ads }),
  );
  const preview: FoodAd = {
    id: ad?.id ?? 0,
    title: values.title.trim() || 'The ad’s title',
    description: values.description.trim(),
    image_url: values.image_url.trim() || null,
    video_url: values.video_url.trim() || null,
    target_url: null,
    is_active: true,
    sort_order: 0,
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-4xl!">
        <DialogTitle>{ad ? `Edit ${ad.title}` : 'New ad'}</DialogTitle>
        <DialogDescription>Players' menus show the change at once.</DialogDescription>
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
          <form
            aria-label={ad ? `Edit ${ad.title}` : 'New ad'}
            className="grid content-start gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(undefined, {
                onSuccess: (saved) => {
                  toast({ title: ad ? 'Ad saved' : 'Ad added', description: saved.title, variant: 'success' });
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
            <FormField label="Description">
              {(control) => (
                <Input
                  {...control}
                  maxLength={1000}
                  value={values.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              )}
            </FormField>
            <ImageField label="Image" isOptional value={values.image_url} onChange={(url) => set('image_url', url)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Video link (optional; plays instead of the image)">
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
              <FormField label="Target: link when tapped (optional)">
                {(control) => (
                  <Input
                    {...control}
                    type="text"
                    inputMode="url"
                    placeholder="https://… or /…"
                    value={values.target_url}
                    onChange={(e) => set('target_url', e.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Order (lowest first)">
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    max={10000}
                    value={values.sort_order}
                    onChange={(e) => set('sort_order', e.target.value)}
                  />
                )}
              </FormField>
              <label className="flex min-h-11 items-center gap-3 self-end text-sm text-slate-200">
                <input
                  type="checkbox"
                  className="size-5 accent-emerald-500"
                  checked={values.is_active}
                  onChange={(e) => set('is_active', e.target.checked)}
                />
                Show it on players' menus
              </label>
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
              <Button type="submit" disabled={save.isPending || !values.title.trim()}>
                {save.isPending ? 'Working…' : ad ? 'Save' : 'Add ad'}
              </Button>
            </div>
          </form>
          <figure className="grid content-start gap-2" aria-labelledby="ad-preview-caption">
            <figcaption id="ad-preview-caption" className="text-sm font-semibold text-slate-200">
              Preview on the player's menu
            </figcaption>
            <div inert data-testid="ad-preview">
              <AdCard ad={preview} />
            </div>
          </figure>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DeleteAdDialog({ ad, onClose }: { ad: FoodAd; onClose: () => void }) {
  const remove = useContentMutation(
    () => callApi(foodContract.deleteStaffFoodBeverageAdsById, { params: { id: ad.id } }),
    (client) => client.setQueryData<FoodAd[]>(PROMO_KEYS.ads, (list) => list?.filter((held) => held.id !== ad.id)),
  );
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Delete ${ad.title}?`}
      description="It leaves every player's menu at once. To hide it for a while instead, edit it and untick Show."
      submitLabel="Delete"
      variant="destructive"
      isPending={remove.isPending}
      error={remove.error}
      onSubmit={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Ad deleted', description: ad.title, variant: 'success' });
            onClose();
          },
        })
      }
    >
      {null}
    </FloorDialog>
  );
}
