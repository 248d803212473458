import { formatRupees } from '@club/shared/money';
import { dealOfferText, dealOfferTitle } from '@club/shared/tournament-deals';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useTournaments } from '../tournaments-queries';
import { closeDealOffer, useDealOffer } from './deal-offer';

/**
 * A deal the floor proposes, on whatever screen the player has open (issue 38 item 9): the share and a way
 * to the tournament's page, where the deal card takes the answer. Not shown on that page (the card is there),
 * nor once the player has answered or the deal is decided.
 */
export function DealOfferNotice({ playerId }: { playerId: number }) {
  const deal = useDealOffer();
  const { pathname } = useLocation();
  const name = useTournaments().data?.find((t) => t.id === deal?.tournamentId)?.name ?? 'Tournament';
  const mine = deal?.shares.find((share) => share.playerId === playerId);
  const tournamentPath = deal ? `/tournaments/${deal.tournamentId}` : '';
  const isOpen = deal?.status === 'proposed' && mine !== undefined && !mine.acceptedAt && pathname !== tournamentPath;
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : closeDealOffer())}>
      {isOpen && mine ? (
        <DialogContent className="max-w-sm">
          <DialogTitle>{dealOfferTitle(name)}</DialogTitle>
          <DialogDescription data-testid="deal-offer">{dealOfferText(formatRupees(mine.amount))}</DialogDescription>
          <div className="mt-5 grid grid-cols-2 gap-2">
            <Button variant="secondary" size="lg" onClick={closeDealOffer}>
              Later
            </Button>
            <Button asChild size="lg">
              <Link to={tournamentPath}>See the deal</Link>
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
