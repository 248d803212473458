import { tournamentDealsContract } from '@club/shared/contracts/tournament-deals';
import { tournamentPayoutsContract } from '@club/shared/contracts/tournament-payouts';
import { tournamentPrizesContract } from '@club/shared/contracts/tournament-prizes';
import { tournamentsContract } from '@club/shared/contracts/tournaments';
import type { ClockAction } from '@club/shared/tournament-clock';
import type { DealProposal, StaffDeal, TournamentDeal } from '@club/shared/tournament-deals';
import type { PayoutTableInput, PayoutTableView } from '@club/shared/tournament-payouts';
import type { TournamentStructureInput, TournamentStructureView } from '@club/shared/tournament-structure';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeTournamentClock } from '../../features/tournaments/clock/clock-queries';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

// Console keys start with 'staff' (dropped when the session ends). The clocks themselves live under the
// shared clock module's key, kept by the `tournament_clock` push.
export const DESK_KEYS = {
  structure: (id: number) => ['staff', 'tournaments', 'structure', id] as const,
  templates: (entries: number) => ['staff', 'tournaments', 'templates', entries] as const,
  allTemplates: ['staff', 'tournaments', 'templates'] as const,
  payouts: (id: number) => ['staff', 'tournaments', 'payouts', id] as const,
  payoutTable: ['staff', 'tournaments', 'payout-table'] as const,
  deal: (id: number) => ['staff', 'tournaments', 'deal', id] as const,
  prizes: (id: number) => ['staff', 'tournaments', 'prizes', id] as const,
  figures: (id: number) => ['staff', 'tournaments', 'figures', id] as const,
};

/** A tournament's saved structure with each row's projected start. */
export const useTournamentStructure = (id: number) =>
  useConsoleQuery(DESK_KEYS.structure(id), () =>
    callApi(tournamentsContract.getStaffTournamentsByIdStructure, { params: { id } }),
  );

/** The club's saved structures, each with its projected length for `entries` entries. */
export const useStructureTemplates = (entries: number) =>
  useConsoleQuery(DESK_KEYS.templates(entries), () =>
    callApi(tournamentsContract.getStaffTournamentTemplates, { query: { entries } }),
  );

/** A tournament's prize pool and paid places (re-read when its clock is pushed: entries, busts, the table). */
export const useTournamentPayouts = (id: number) =>
  useConsoleQuery(DESK_KEYS.payouts(id), () =>
    callApi(tournamentPayoutsContract.getStaffTournamentsByIdPayouts, { params: { id } }),
  );

export const usePayoutTable = () =>
  useConsoleQuery(DESK_KEYS.payoutTable, () => callApi(tournamentPayoutsContract.getStaffTournamentsPayoutTable));

/** A pushed clock may carry new entries, busts or paid places: the open payouts screen reads them again. */
export function rereadPayouts(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: DESK_KEYS.payouts(id) });
  rereadPrizes(queryClient, id);
}

/** Each paid place's player and prize, and what is paid or waits for a second staff member. */
export const useTournamentPrizes = (id: number) =>
  useConsoleQuery(DESK_KEYS.prizes(id), () =>
    callApi(tournamentPrizesContract.getStaffTournamentsByIdPrizes, { params: { id } }),
  );

/** The tournament's figures (entries, money, places, the ledger check). */
export const useTournamentFigures = (id: number) =>
  useConsoleQuery(DESK_KEYS.figures(id), () =>
    callApi(tournamentPrizesContract.getStaffTournamentsByIdFigures, { params: { id } }),
  );

/** Prizes were paid or asked for (here or on another console), or the places moved: read them again. */
export function rereadPrizes(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: DESK_KEYS.prizes(id) });
  void queryClient.invalidateQueries({ queryKey: DESK_KEYS.figures(id) });
}

/** Pays the prizes under the attempt's Idempotency-Key: a double click pays once. */
export const usePayPrizes = (id: number) =>
  useDeskMutation(
    (key: string) =>
      callApi(tournamentPrizesContract.postStaffTournamentsByIdPrizesPay, {
        params: { id },
        headers: { 'idempotency-key': key },
      }),
    (queryClient, answer) => {
      queryClient.setQueryData(DESK_KEYS.prizes(id), answer.prizes);
      void queryClient.invalidateQueries({ queryKey: DESK_KEYS.figures(id) });
    },
  );

/** The clock may have moved to another row, or another console saved the structure: read it again. */
export function rereadStructure(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: DESK_KEYS.structure(id) });
}

/** A desk action: a 401 ends the session; a refusal stays on the mutation for the screen to show. */
function useDeskMutation<I, O>(run: (input: I) => Promise<O>, store: (client: QueryClient, answer: O) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (answer) => store(queryClient, answer),
  });
}

/** One clock action; the answer is the clock as the server holds it now (the push follows for the others). */
export const useClockAction = (id: number) =>
  useDeskMutation(
    (action: ClockAction) =>
      callApi(tournamentsContract.postStaffTournamentsByIdClock, { params: { id }, body: action }),
    storeTournamentClock,
  );

const storeStructure = (queryClient: QueryClient, view: TournamentStructureView) =>
  queryClient.setQueryData(DESK_KEYS.structure(view.tournamentId), view);

export const useSaveStructure = (id: number) =>
  useDeskMutation(
    (structure: TournamentStructureInput) =>
      callApi(tournamentsContract.putStaffTournamentsByIdStructure, { params: { id }, body: structure }),
    storeStructure,
  );

export const useApplyTemplate = (id: number) =>
  useDeskMutation(
    (templateId: number) =>
      callApi(tournamentsContract.postStaffTournamentsByIdStructureFromTemplate, {
        params: { id },
        body: { templateId },
      }),
    storeStructure,
  );

export const useSaveTemplate = () =>
  useDeskMutation(
    (input: { name: string; structure: TournamentStructureInput }) =>
      callApi(tournamentsContract.postStaffTournamentTemplates, { body: input }),
    (queryClient) => void queryClient.invalidateQueries({ queryKey: DESK_KEYS.allTemplates }),
  );

export const useSavePayoutTable = () =>
  useDeskMutation(
    (table: PayoutTableInput) => callApi(tournamentPayoutsContract.putStaffTournamentsPayoutTable, { body: table }),
    (queryClient, view: PayoutTableView) => {
      queryClient.setQueryData(DESK_KEYS.payoutTable, view);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'tournaments', 'payouts'] });
    },
  );

/** The tournament's newest deal and the players still in (kept by the `tournament_deal` push). */
export const useStaffDeal = (id: number) =>
  useConsoleQuery(DESK_KEYS.deal(id), () =>
    callApi(tournamentDealsContract.getStaffTournamentsByIdDeal, { params: { id } }),
  );

/** A pushed or answered deal replaces the one held; the players still in stay as read. */
export function storeStaffDeal(queryClient: QueryClient, deal: TournamentDeal) {
  queryClient.setQueryData<StaffDeal>(DESK_KEYS.deal(deal.tournamentId), (held) =>
    held && (!held.deal || held.deal.id <= deal.id) ? { ...held, deal } : held,
  );
}

export const useProposeDeal = (id: number) =>
  useDeskMutation(
    (proposal: DealProposal) =>
      callApi(tournamentDealsContract.postStaffTournamentsByIdDeal, { params: { id }, body: proposal }),
    storeStaffDeal,
  );

export const useConfirmDeal = (id: number) =>
  useDeskMutation(
    () => callApi(tournamentDealsContract.postStaffTournamentsByIdDealConfirm, { params: { id } }),
    storeStaffDeal,
  );
