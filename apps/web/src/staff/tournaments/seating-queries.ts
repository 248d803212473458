import type { BustInput } from './bust-dialog';
import { tournamentSeatingContract as contract } from '@club/shared/contracts/tournament-seating';
import type { MoveBody, TournamentSeating } from '@club/shared/tournament-seating';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeTournamentClock } from '../../features/tournaments/clock/clock-queries';
import { callApi } from '../../lib/api';
import { registerSocketHandler } from '../../lib/socket';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

const seatingKey = (id: number) => ['staff', 'tournaments', 'seating', id] as const;

/** GET /api/staff/tournaments/{id}/seating, kept by the `tournament_seating` push (decision 132). */
export const useSeating = (id: number) =>
  useConsoleQuery(seatingKey(id), () => callApi(contract.getStaffTournamentsByIdSeating, { params: { id } }));

const storeSeating = (queryClient: QueryClient, seating: TournamentSeating) =>
  queryClient.setQueryData(seatingKey(seating.tournamentId), seating);

/** Every console's seating screen follows a draw, a move, a break or a bust made anywhere. */
export const registerSeatingSocketEvents = () =>
  registerSocketHandler('tournament_seating', (seating, queryClient) => storeSeating(queryClient, seating));

/** A seating action: the answer carries the seating after it; a refusal stays on the mutation for the screen. */
function useSeatingMutation<I>(run: (input: I) => Promise<{ seating: TournamentSeating }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (answer) => storeSeating(queryClient, answer.seating),
  });
}

export const useDraw = (id: number) =>
  useSeatingMutation((tables: { number: number; seats: number }[]) =>
    callApi(contract.postStaffTournamentsByIdDraw, { params: { id }, body: { tables } }),
  );

/** The final table (RP-9): every player left redrawn over `table`, every other table broken. */
export const useFinalTable = (id: number) =>
  useSeatingMutation((table: { number: number; seats: number }) =>
    callApi(contract.postStaffTournamentsByIdDraw, { params: { id }, body: { tables: [], finalTable: table } }),
  );

export const useChangeTable = (id: number) =>
  useSeatingMutation((input: { number: number; buttonSeat?: number | null; broken?: true }) => {
    const { number, ...body } = input;
    return callApi(contract.patchStaffTournamentsByIdTablesByNumber, { params: { id, number }, body });
  });

export const useMove = (id: number) =>
  useSeatingMutation((body: MoveBody) => callApi(contract.postStaffTournamentsByIdMoves, { params: { id }, body }));

export const useBust = (id: number) =>
  useSeatingMutation((body: BustInput) =>
    callApi(contract.postStaffTournamentsByIdEliminations, { params: { id }, body }),
  );

export const useUndoBust = (id: number) =>
  useSeatingMutation((input: { playerId: number; reason: string }) =>
    callApi(contract.deleteStaffTournamentsByIdEliminationsByPlayerId, {
      params: { id, playerId: input.playerId },
      body: { reason: input.reason },
    }),
  );

/**
 * Hand-for-hand (RP-8): a table's hand done, or a mistap undone. The seating follows by its push; the clock's
 * answer is stored at once (the tap that completes the hand took the time off).
 */
export function useHandDone(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { number: number; done: boolean }) =>
      callApi(contract.postStaffTournamentsByIdTablesByNumberHandDone, {
        params: { id, number: input.number },
        body: { done: input.done },
      }),
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (answer) => storeTournamentClock(queryClient, answer.clock),
  });
}

/** The floor's chip counts of some players (a table at a time); the answer is the seating. */
export const useChipCounts = (id: number) =>
  useSeatingMutation((counts: { playerId: number; chips: number }[]) =>
    callApi(contract.putStaffTournamentsByIdChipCounts, { params: { id }, body: { counts } }).then((seating) => ({
      seating,
    })),
  );
