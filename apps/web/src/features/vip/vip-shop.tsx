import { formatClubTime, formatCount } from '../../lib/format';
import { formatRupees } from '@club/shared/money';
import {
  BUY_IN_POINTS_PER_RUPEE,
  POINTS_PER_HOUR_PLAYED,
  POINTS_PER_VISIT_DAY,
  type Redemption,
  VIP_MESSAGES,
  VIP_REWARD_TYPES,
  VIP_REWARDS,
  type VipPoints,
  type VipRewardType,
} from '@club/shared/vip';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { CrownIcon } from '../../components/ui/tab-icons';
import { useRedeemReward, useVipPoints } from './vip-queries';

const REWARD_ICONS: Record<VipRewardType, ReactNode> = {
  tournament_ticket: <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4V7Zm10 0v10" />,
  buy_in_discount: <path d="M6 18 18 6M8 8.5a1.5 1.5 0 1 0 0-.01M16 16.5a1.5 1.5 0 1 0 0-.01" />,
  premium_product: (
    <path d="M4 10h16v10H4V10Zm-1-3h18v3H3V7Zm9 0v13M12 7c-1.5-3-5-3-5-1s3 1 5 1Zm0 0c1.5-3 5-3 5-1s-3 1-5 1Z" />
  ),
};

function RewardIcon({ type }: { type: VipRewardType }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-950/70 text-amber-300">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {REWARD_ICONS[type]}
      </svg>
    </span>
  );
}

const points = (n: number) => `${formatCount(n)} ${n === 1 ? 'point' : 'points'}`;

/** The VIP shop: points from real play with their breakdown, the rewards, and the player's requests. */
export function VipShop({ playerId }: { playerId: number }) {
  const vip = useVipPoints();
  const redeem = useRedeemReward();
  // Points are spent only after the player says so (issue 14, item 26).
  const [asking, setAsking] = useState<VipRewardType | null>(null);

  if (vip.isError) {
    return (
      <Alert variant="destructive" title="Unable to load your VIP points">
        <Button variant="link" className="text-red-100" onClick={() => void vip.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!vip.data) {
    return (
      <div className="py-16 text-center">
        <Spinner label="Loading your VIP points..." />
      </div>
    );
  }

  const onRedeem = (rewardType: VipRewardType) =>
    redeem.mutate(
      { playerId, rewardType, pointsCost: VIP_REWARDS[rewardType].pointsCost },
      {
        onSuccess: ({ redemption }) =>
          toast({
            title: VIP_MESSAGES.redeemed,
            description: `${redemption.rewardName} requested. ${VIP_MESSAGES.redeemedDescription}`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: VIP_MESSAGES.failed,
            description: (isApiError(error) && error.serverMessage) || 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="grid gap-4">
      <PointsSummary vip={vip.data} />
      <Breakdown vip={vip.data} />
      <section aria-labelledby="rewards-heading" className="grid gap-3">
        <h2 id="rewards-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-400">
          Rewards
        </h2>
        {vip.data.pendingRedemption ? (
          <Alert variant="info" title="Request waiting for approval">
            {vip.data.pendingRedemption.rewardName} ({points(vip.data.pendingRedemption.pointsCost)} held). You can
            redeem again once the club decides.
          </Alert>
        ) : null}
        <ul className="grid gap-3 sm:grid-cols-3">
          {VIP_REWARD_TYPES.map((type) => (
            <li key={type}>
              <RewardCard
                type={type}
                available={vip.data.availablePoints}
                hasPending={vip.data.pendingRedemption !== null}
                isRedeeming={redeem.isPending && redeem.variables?.rewardType === type}
                onRedeem={() => setAsking(type)}
              />
            </li>
          ))}
        </ul>
      </section>
      <RedemptionHistory redemptions={vip.data.redemptions} />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? `Redeem ${VIP_REWARDS[asking].name}?` : 'Redeem?'}
        description={
          asking
            ? `This spends ${points(VIP_REWARDS[asking].pointsCost)} of your ${points(vip.data.availablePoints)}. The club then approves the request; points come back if it is declined.`
            : ''
        }
        confirmLabel={asking ? `Spend ${points(VIP_REWARDS[asking].pointsCost)}` : 'Redeem'}
        onConfirm={() => {
          if (asking) onRedeem(asking);
        }}
      />
    </div>
  );
}

function PointsSummary({ vip }: { vip: VipPoints }) {
  return (
    <Card
      aria-labelledby="vip-available-heading"
      className="border-amber-700/50 bg-gradient-to-br from-amber-950/80 via-slate-900 to-slate-900 p-5"
    >
      <h2 id="vip-available-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-200">
        <CrownIcon className="size-4" /> Available VIP points
      </h2>
      <p className="mt-1 text-4xl font-bold tracking-tight text-white tabular-nums">
        {formatCount(vip.availablePoints)}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs">
        {[
          ['Earned', vip.totalVipPoints],
          ['Spent', vip.pointsSpent],
          ['Pending', vip.pointsPending],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-950/50 px-2 py-2">
            <dt className="text-slate-400">{label}</dt>
            <dd className="mt-0.5 text-base font-semibold text-slate-100 tabular-nums">{formatCount(Number(value))}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Breakdown({ vip }: { vip: VipPoints }) {
  const rows = [
    {
      label: 'Buy-ins',
      detail: `${formatRupees(vip.totalBuyIn)} in ${vip.buyInCount} ${vip.buyInCount === 1 ? 'buy-in' : 'buy-ins'}`,
      rule: `Average ${formatRupees(vip.avgBuyIn)} · ₹1 = ${BUY_IN_POINTS_PER_RUPEE} point`,
      value: vip.buyInPoints,
    },
    {
      label: 'Hours played',
      detail: `${formatCount(vip.totalHoursPlayed, 2)} hours at the tables`,
      rule: `${POINTS_PER_HOUR_PLAYED} points an hour`,
      value: vip.hoursPlayedPoints,
    },
    {
      label: 'Visit days',
      detail: `${vip.visitFrequency} ${vip.visitFrequency === 1 ? 'day' : 'days'} with a session`,
      rule: `${POINTS_PER_VISIT_DAY} points a day`,
      value: vip.frequencyPoints,
    },
  ];
  return (
    <Card aria-labelledby="vip-breakdown-heading" className="p-5">
      <h2 id="vip-breakdown-heading" className="text-base font-bold text-white">
        How your points add up
      </h2>
      <ul className="mt-3 divide-y divide-slate-800">
        {rows.map((row) => (
          <li key={row.label} className="flex items-start justify-between gap-3 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="font-semibold text-slate-100">{row.label}</p>
              <p className="text-sm text-slate-400">{row.detail}</p>
              <p className="text-xs text-slate-400">{row.rule}</p>
            </div>
            <p className="shrink-0 font-semibold text-amber-200 tabular-nums">+{formatCount(row.value)}</p>
          </li>
        ))}
        <li className="flex items-center justify-between gap-3 pt-3">
          <p className="font-bold text-white">Total VIP points</p>
          <p className="font-bold text-white tabular-nums">{formatCount(vip.totalVipPoints)}</p>
        </li>
      </ul>
    </Card>
  );
}

function RewardCard({
  type,
  available,
  hasPending,
  isRedeeming,
  onRedeem,
}: {
  type: VipRewardType;
  available: number;
  hasPending: boolean;
  isRedeeming: boolean;
  onRedeem: () => void;
}) {
  const reward = VIP_REWARDS[type];
  const shortBy = reward.pointsCost - available;
  const label = isRedeeming
    ? 'Redeeming...'
    : hasPending
      ? 'Request pending'
      : shortBy > 0
        ? `Need ${points(shortBy)} more`
        : 'Redeem';
  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-label={reward.name}>
      <div className="flex items-center gap-3">
        <RewardIcon type={type} />
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-white">{reward.name}</h3>
          <Badge variant="warning" className="mt-0.5 tabular-nums">
            {points(reward.pointsCost)}
          </Badge>
        </div>
      </div>
      <p className="flex-1 text-sm text-slate-300">{reward.description}</p>
      <Button
        onClick={onRedeem}
        disabled={hasPending || shortBy > 0 || isRedeeming}
        aria-label={`Redeem ${reward.name} for ${points(reward.pointsCost)}`}
        variant={hasPending || shortBy > 0 ? 'secondary' : 'primary'}
      >
        {label}
      </Button>
    </Card>
  );
}

const STATUS_BADGE = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

function RedemptionHistory({ redemptions }: { redemptions: Redemption[] }) {
  if (redemptions.length === 0) return null;
  return (
    <Card aria-labelledby="vip-requests-heading" className="p-5">
      <h2 id="vip-requests-heading" className="text-base font-bold text-white">
        Your requests
      </h2>
      <ul className="mt-2 divide-y divide-slate-800">
        {redemptions.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-100">{r.rewardName}</p>
              <p className="text-xs text-slate-400">
                {formatClubTime(r.createdAt, 'date')}
                {' · '}
                {points(r.pointsCost)}
              </p>
              {r.note ? <p className="text-xs text-slate-300">Note from the club: {r.note}</p> : null}
            </div>
            <Badge variant={STATUS_BADGE[r.status]} className="capitalize">
              {r.status}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
