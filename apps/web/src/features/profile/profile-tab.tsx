import { useCurrentUser } from '../accounts/current-user-query';
import { ProfileDocuments } from '../kyc/profile-documents';
import { PagingPreferenceCard } from './paging-preference';
import { TournamentResults } from '../tournaments/results/tournament-results';
import { ProfileDetailsCard } from './profile-details';
import { ProfileTransactions } from './profile-transactions';

/** dashboard.md, Profile tab: details and KYC badge, the documents and PAN (KYC work), tournament results, transactions. */
export function ProfileTab() {
  const player = useCurrentUser().data?.player;
  if (!player) return null;
  return (
    <div className="grid gap-4">
      <ProfileDetailsCard player={player} />
      <PagingPreferenceCard player={player} />
      <ProfileDocuments />
      <TournamentResults playerId={player.id} />
      <ProfileTransactions playerId={player.id} />
    </div>
  );
}
