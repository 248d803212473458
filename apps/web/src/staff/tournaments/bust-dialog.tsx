import { formatRupees } from '@club/shared/money';
import type { TournamentSeating } from '@club/shared/tournament-seating';
import { useId, useState } from 'react';
import { FloorDialog, Select } from '../floor/floor-form';

export interface BustInput {
  playerId: number;
  eliminatorId?: number;
  sameHand?: boolean;
}

interface BustDialogProps {
  view: TournamentSeating;
  /** The player being busted (null: closed). */
  busting: { playerId: number; name: string } | null;
  onClose: () => void;
  /** A knockout's bounty on each entry ('0.00' without): the eliminator must then be named (decision 134). */
  bounty: string;
  isHandForHand: boolean;
  isPending: boolean;
  error: unknown;
  onBust: (input: BustInput) => void;
}

/**
 * Busting a player (issue 29, TDA RP-8; decision 134): who eliminated them, from the players still in (their
 * table first), needed when the tournament pays bounties; and, in hand-for-hand, whether they busted in the
 * same hand as the bust before (the two share the place and its money).
 */
export function BustDialog({
  view,
  busting,
  onClose,
  bounty,
  isHandForHand,
  isPending,
  error,
  onBust,
}: BustDialogProps) {
  const [eliminatorId, setEliminatorId] = useState('');
  const [sameHand, setSameHand] = useState(false);
  const selectId = useId();
  const sameHandId = useId();
  const hasBounty = Number(bounty) > 0;
  const tableOf = view.tables.find((t) => t.players.some((p) => p.playerId === busting?.playerId));
  const others = view.tables
    .filter((t) => !t.broken)
    .sort((a, b) => (a.number === tableOf?.number ? -1 : b.number === tableOf?.number ? 1 : a.number - b.number))
    .flatMap((t) => t.players.filter((p) => p.playerId !== busting?.playerId).map((p) => ({ ...p, table: t.number })));
  const canShareHand = isHandForHand && view.eliminations.length > 0;
  return (
    <FloorDialog
      open={busting !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Bust ${busting?.name ?? ''}?`}
      description={
        sameHand
          ? `${busting?.name ?? 'The player'} shares the place of the bust before (same hand), and the seat opens.`
          : `${busting?.name ?? 'The player'} finishes in place ${view.counts.players}, and the seat opens.`
      }
      submitLabel="Bust"
      variant="destructive"
      isPending={isPending}
      error={error}
      canSubmit={!hasBounty || eliminatorId !== ''}
      onSubmit={() => {
        if (!busting) return;
        onBust({
          playerId: busting.playerId,
          eliminatorId: eliminatorId === '' ? undefined : Number(eliminatorId),
          sameHand: canShareHand && sameHand ? true : undefined,
        });
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm text-slate-200">
          Eliminated by{hasBounty ? '' : ' (optional)'}
        </label>
        <Select id={selectId} value={eliminatorId} onChange={(event) => setEliminatorId(event.target.value)}>
          <option value="">{hasBounty ? 'Choose the player' : 'Not recorded'}</option>
          {others.map((p) => (
            <option key={p.playerId} value={p.playerId}>
              {p.name} · table {p.table}, seat {p.seat}
            </option>
          ))}
        </Select>
        {hasBounty ? (
          <p className="text-sm text-amber-200">
            This tournament pays a bounty on every entry: {formatRupees(bounty)} goes to who eliminated them.
          </p>
        ) : null}
      </div>
      {canShareHand ? (
        <label htmlFor={sameHandId} className="flex min-h-11 items-center gap-3 text-slate-100">
          <input
            id={sameHandId}
            type="checkbox"
            className="size-5"
            checked={sameHand}
            onChange={(event) => setSameHand(event.target.checked)}
          />
          Busted in the same hand as the bust before (they share the place)
        </label>
      ) : null}
    </FloorDialog>
  );
}
