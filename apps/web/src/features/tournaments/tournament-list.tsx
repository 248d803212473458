import { TOURNAMENT_MESSAGES } from '@club/shared/tournaments';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { TournamentCard } from './tournament-card';
import { useState } from 'react';
import { EnterDialog } from './enter-dialog';
import { useRegisterInterest, useTournaments } from './tournaments-queries';

/**
 * The tournament cards with Interested and Register. Used as its own tab and inside the game tab's
 * Cash Tables / Tournaments toggle (dashboard.md section 2 supports both readings).
 */
export function TournamentList() {
  const tournaments = useTournaments();
  const interest = useRegisterInterest();
  // Register opens the Enter dialog: the price and the balance first, then one tap pays (decision 130).
  const [enteringId, setEnteringId] = useState<number | null>(null);
  const entering = tournaments.data?.find((t) => t.id === enteringId) ?? null;
  const handleInterested = (id: number) =>
    interest.mutate(id, {
      onSuccess: ({ tournament }) =>
        toast({
          title: TOURNAMENT_MESSAGES.interestRegistered,
          description: `We will keep you posted about ${tournament.name}.`,
          variant: 'success',
        }),
      onError: () => {
        const [title, description] = TOURNAMENT_MESSAGES.interestFailed.split(' - ');
        toast({ title: title ?? TOURNAMENT_MESSAGES.interestFailed, description, variant: 'destructive' });
      },
    });

  if (tournaments.isPending) return <Spinner label="Loading tournaments..." className="size-5" />;
  if (tournaments.isError) {
    return (
      <Alert variant="destructive" title="Unable to load tournaments">
        <Button variant="link" className="text-red-100" onClick={() => void tournaments.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (tournaments.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-700 px-4 py-10 text-center">
        <p aria-hidden="true" className="text-xl tracking-[0.4em] text-slate-600">
          ♠ ♥ ♦ ♣
        </p>
        <p className="mt-2 font-semibold text-slate-200">{TOURNAMENT_MESSAGES.empty}</p>
        <p className="mt-1 text-sm text-slate-400">New tournaments appear here as soon as the club announces them.</p>
      </div>
    );
  }
  return (
    <>
      {entering ? <EnterDialog tournament={entering} onClose={() => setEnteringId(null)} /> : null}
      <ul className="grid gap-3">
        {tournaments.data.map((tournament) => (
          <li key={tournament.id}>
            <TournamentCard
              tournament={tournament}
              onRegister={setEnteringId}
              onInterested={handleInterested}
              isRegistering={enteringId === tournament.id}
              isMarkingInterest={interest.isPending && interest.variables === tournament.id}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
