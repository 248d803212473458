import { FOOD_MESSAGES } from '@club/shared/food';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { isOnline, OfflineError } from '../../lib/online-status';
import { useCurrentUser } from '../accounts/current-user-query';
import { usePlayerSeats } from '../tables/tables-queries';
import { AdsStrip } from './ads-strip';
import { CartIcon, PlateIcon } from './food-icons';
import { MENU_KEY, useAds, useMenu, useMyOrders, usePlaceOrder } from './food-queries';
import { MenuItemCard } from './menu-item-card';
import { MyOrders } from './my-orders';
import { OrderPlacedDialog } from './order-placed-dialog';
import { ReviewOrderDialog } from './review-order-dialog';
import { useCart } from './use-cart';

/** The order never left the phone: it is not with the kitchen, and the cart keeps it to send again. */
const OFFLINE_ORDER_TOAST = {
  title: 'You are offline',
  description:
    'Your order was not sent to the kitchen. Your cart keeps it: place it again when your phone is back online.',
  variant: 'destructive',
  duration: 10_000,
} as const;

/** The Food and Beverage tab: ads, the menu with quantities, the cart, ordering and the player's orders. */
export function FoodTab() {
  const queryClient = useQueryClient();
  const player = useCurrentUser().data?.player;
  const menu = useMenu();
  const ads = useAds();
  const orders = useMyOrders();
  const cart = useCart(menu.data);
  const placeOrder = usePlaceOrder();
  // The order goes to the player's seat: the Review Order dialog fills it in (issue 14, item 22).
  const [seat] = usePlayerSeats(player?.id).data ?? [];
  const seatedAt = seat ? `${seat.tableName} · seat ${seat.seatNumber}` : '';
  const [isReviewOpen, setIsReviewOpen] = useState(false);
  const [isPlacedOpen, setIsPlacedOpen] = useState(false);
  const closePlaced = useCallback(() => setIsPlacedOpen(false), []);

  const submitOrder = ({ tableNumber, notes }: { tableNumber: string; notes: string }) => {
    if (cart.lines.length === 0) {
      // Closed first: a modal dialog hides the rest of the page, the toast included, from assistive tech.
      setIsReviewOpen(false);
      toast({
        title: FOOD_MESSAGES.emptyCart,
        description: FOOD_MESSAGES.emptyCartDescription,
        variant: 'destructive',
      });
      return;
    }
    // Offline, nothing would leave the phone: say so at once rather than wait on the request (issue 27, item 24).
    if (!isOnline()) {
      setIsReviewOpen(false);
      toast(OFFLINE_ORDER_TOAST);
      return;
    }
    placeOrder.mutate(
      {
        playerId: player?.id,
        playerName: player ? `${player.firstName} ${player.lastName}` : undefined,
        items: cart.lines.map(({ item, quantity }) => ({
          itemId: item.id,
          name: item.name,
          price: item.price,
          quantity,
        })),
        totalAmount: cart.total,
        // dashboard.md section 5: optional, and empty becomes null.
        notes: notes.trim() || null,
        tableNumber: tableNumber.trim() || null,
      },
      {
        onSuccess: () => {
          cart.clear();
          setIsReviewOpen(false);
          setIsPlacedOpen(true);
        },
        onError: (error) => {
          // An item left the menu since it was added: read the menu again so the cart drops it.
          if (isApiError(error) && error.code === 'ITEM_UNAVAILABLE')
            void queryClient.invalidateQueries({ queryKey: MENU_KEY });
          if (error instanceof OfflineError) {
            setIsReviewOpen(false);
            toast(OFFLINE_ORDER_TOAST);
            return;
          }
          toast({
            title: FOOD_MESSAGES.orderFailed,
            description: (isApiError(error) && error.serverMessage) || FOOD_MESSAGES.orderFailedDescription,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="food-heading" className="grid min-w-0 gap-4">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="food-heading" className="text-lg font-bold text-white">
            Food &amp; Beverage
          </h2>
          <p className="text-sm text-slate-400">Served at your table.</p>
        </div>
        <Button
          onClick={() => setIsReviewOpen(true)}
          aria-label={`Cart, ${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`}
        >
          <CartIcon className="size-5" /> Cart
          <span className="grid min-w-6 place-items-center rounded-full bg-slate-950 px-1.5 text-xs text-emerald-300">
            {cart.itemCount}
          </span>
        </Button>
      </div>

      <AdsStrip ads={ads.data ?? []} />

      <MyOrders orders={orders.data ?? []} />

      <h3 id="menu-heading" className="-mb-1 text-sm font-semibold uppercase tracking-wide text-slate-400">
        Menu
      </h3>
      {menu.isPending ? (
        <Spinner label="Loading the menu..." className="size-5" />
      ) : menu.isError ? (
        <Alert variant="destructive" title="Unable to load the menu">
          <Button variant="link" className="text-red-100" onClick={() => void menu.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : menu.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-700 px-4 py-10 text-center">
          <PlateIcon className="mx-auto size-10 text-slate-500" />
          <p className="mt-2 font-semibold text-slate-200">{FOOD_MESSAGES.emptyMenu}</p>
          <p className="mt-1 text-sm text-slate-400">The kitchen menu will appear here.</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-labelledby="menu-heading">
          {menu.data.map((item) => (
            <li key={item.id}>
              <MenuItemCard
                item={item}
                quantity={cart.quantityOf(item.id)}
                onChange={(delta) => cart.change(item.id, delta)}
              />
            </li>
          ))}
        </ul>
      )}

      <ReviewOrderDialog
        open={isReviewOpen}
        onOpenChange={setIsReviewOpen}
        lines={cart.lines}
        total={cart.total}
        isPlacing={placeOrder.isPending}
        seatedAt={seatedAt}
        onPlaceOrder={submitOrder}
      />
      <OrderPlacedDialog open={isPlacedOpen} onClose={closePlaced} />
    </section>
  );
}
