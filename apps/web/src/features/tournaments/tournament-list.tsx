import { TOURNAMENT_MESSAGES } from '@club/shared/tournaments';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { TournamentCard } from './tournament-card';
import { useRegisterForTournament, useRegisterInterest, useTournaments } from './tournaments-queries';

/**
 * The tournament cards with Interested and Register. Used as its own tab and inside the game tab's
 * Cash Tables / Tournaments toggle (dashboard.md section 2 supports both readings).
 */
export function TournamentList() {
  const tournaments = useTournaments();
  const register = useRegisterForTournament();
  const interest = useRegisterInterest();

  const handleRegister = (id: number) =>
    register.mutate(id, {
      onSuccess: ({ tournament }) =>
        toast({
          title: TOURNAMENT_MESSAGES.registrationSuccessful,
          description: `You are registered for ${tournament.name}.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: TOURNAMENT_MESSAGES.registrationFailed,
          description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });
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
    <ul className="grid gap-3">
      {tournaments.data.map((tournament) => (
        <li key={tournament.id}>
          <TournamentCard
            tournament={tournament}
            onRegister={handleRegister}
            onInterested={handleInterested}
            isRegistering={register.isPending && register.variables === tournament.id}
            isMarkingInterest={interest.isPending && interest.variables === tournament.id}
          />
        </li>
      ))}
    </ul>
  );
}
