import { foodContract } from '@club/shared/contracts/food';
import type { MenuItem } from '@club/shared/food';
import { formatRupees } from '@club/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { cn } from '../../lib/class-names';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { CONTENT_KEYS, storeMenuItem, useContentMutation, useStaffMenu } from './content-queries';

/** The menu as staff run it: every item, sold out included, with its availability switch. */
export function MenuPanel() {
  const menu = useStaffMenu();
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);

  return (
    <section aria-labelledby="content-menu" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-menu" className="text-lg font-bold text-white">
          Menu
        </h2>
        <Button onClick={() => setEditing('new')}>New item</Button>
      </div>
      {menu.isError && !menu.data ? (
        <Alert variant="destructive" title="Could not read the menu">
          {actionErrorText(menu.error)}
        </Alert>
      ) : null}
      {menu.isPending ? <p className="text-sm text-slate-300">Reading the menu…</p> : null}
      {menu.data?.length === 0 ? <p className="text-sm text-slate-300">No items on the menu yet.</p> : null}
      <ul className="grid gap-2 lg:grid-cols-2">
        {menu.data?.map((item) => (
          <MenuRow key={item.id} item={item} onEdit={() => setEditing(item)} onRemove={() => setRemoving(item)} />
        ))}
      </ul>
      {editing ? <MenuItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <RemoveItemDialog item={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}

function MenuRow({ item, onEdit, onRemove }: { item: MenuItem; onEdit: () => void; onRemove: () => void }) {
  const toggle = useContentMutation(
    (isAvailable: boolean) =>
      callApi(foodContract.patchStaffFoodBeverageItemsById, {
        params: { id: item.id },
        body: { is_available: isAvailable },
      }),
    storeMenuItem,
  );
  const available = toggle.isPending && toggle.variables !== undefined ? toggle.variables : item.is_available;
  return (
    <li
      aria-label={item.name}
      className="grid gap-2 rounded-xl border border-slate-800 bg-slate-900/90 p-3 text-sm text-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-white">{item.name}</p>
          <p className="text-slate-300">
            <span className="capitalize">{item.category}</span> · {formatRupees(item.price)}
          </p>
          {item.description ? <p className="mt-1 text-slate-400">{item.description}</p> : null}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={available}
          aria-label={`${item.name} available`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(!item.is_available)}
          className={cn(
            'flex h-11 min-w-36 items-center gap-2 rounded-lg border px-3 text-sm font-medium',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
            available
              ? 'border-emerald-500/60 bg-emerald-950/60 text-emerald-200'
              : 'border-red-500/60 bg-red-950/60 text-red-200',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('h-5 w-9 rounded-full p-0.5', available ? 'bg-emerald-500' : 'bg-slate-600')}
          >
            <span className={cn('block size-4 rounded-full bg-white', available ? 'translate-x-4' : '')} />
          </span>
          {available ? 'Available' : 'Sold out'}
        </button>
      </div>
      {toggle.error ? (
        <p role="alert" className="text-red-300">
          {actionErrorText(toggle.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          Edit
        </Button>
        <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${item.name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

interface ItemValues {
  name: string;
  category: string;
  price: string;
  description: string;
  image_url: string;
}

/** Create an item, or change one: the players' menus follow at once (menu-updated). */
function MenuItemDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const [values, setValues] = useState<ItemValues>({
    name: item?.name ?? '',
    category: item?.category ?? 'food',
    price: item?.price ?? '',
    description: item?.description ?? '',
    image_url: item?.image_url ?? '',
  });
  const save = useContentMutation(() => {
    const body = { ...values, image_url: values.image_url.trim() || null };
    return item
      ? callApi(foodContract.patchStaffFoodBeverageItemsById, { params: { id: item.id }, body })
      : callApi(foodContract.postStaffFoodBeverageItems, { body });
  }, storeMenuItem);
  const set = (name: keyof ItemValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={item ? `Edit ${item.name}` : 'New menu item'}
      description="Players see the change on their menu at once."
      submitLabel={item ? 'Save' : 'Add item'}
      isPending={save.isPending}
      error={save.error}
      onSubmit={() =>
        save.mutate(undefined, {
          onSuccess: (saved) => {
            toast({ title: item ? 'Item saved' : 'Item added', description: saved.name, variant: 'success' });
            onClose();
          },
        })
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name">
          {(control) => (
            <Input {...control} required value={values.name} onChange={(e) => set('name', e.target.value)} />
          )}
        </FormField>
        <FormField label="Category">
          {(control) => (
            <Input {...control} required value={values.category} onChange={(e) => set('category', e.target.value)} />
          )}
        </FormField>
        <FormField label="Price (₹)">
          {(control) => (
            <Input
              {...control}
              required
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Image URL (optional)">
          {(control) => (
            <Input
              {...control}
              type="url"
              value={values.image_url}
              onChange={(e) => set('image_url', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Description">
        {(control) => (
          <Input {...control} value={values.description} onChange={(e) => set('description', e.target.value)} />
        )}
      </FormField>
    </FloorDialog>
  );
}

function RemoveItemDialog({ item, onClose }: { item: MenuItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useContentMutation(
    () => callApi(foodContract.deleteStaffFoodBeverageItemsById, { params: { id: item.id } }),
    (client, answer) => {
      if (answer.retired) storeMenuItem(client, { ...item, is_available: false });
      else client.setQueryData<MenuItem[]>(CONTENT_KEYS.menu, (items) => items?.filter((i) => i.id !== item.id));
    },
  );
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Remove ${item.name}?`}
      description="An item that was ever ordered stays on past orders and is kept as sold out."
      submitLabel="Remove"
      variant="destructive"
      isPending={remove.isPending}
      error={remove.error}
      onSubmit={() =>
        remove.mutate(undefined, {
          onSuccess: (answer) => {
            toast({
              title: answer.retired ? 'Item kept as sold out' : 'Item removed',
              description: item.name,
              variant: 'success',
            });
            void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.menu });
            onClose();
          },
        })
      }
    >
      {null}
    </FloorDialog>
  );
}
