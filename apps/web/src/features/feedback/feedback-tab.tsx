import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../accounts/current-user-query';
import { GuestRelationsCard } from '../chat/guest-relations-card';
import { FeedbackForm } from './feedback-form';

/** dashboard.md section 2, Feedback tab: the message box and the Guest Relations Support chat. */
export function FeedbackTab() {
  const player = useCurrentUser().data?.player;
  if (!player) return <Spinner label="Loading..." />;
  return (
    <section aria-labelledby="feedback-heading" className="grid min-w-0 gap-4">
      <div>
        <h2 id="feedback-heading" className="text-lg font-bold text-white">
          Feedback &amp; Support
        </h2>
        <p className="text-sm text-slate-400">We are here for you, at the table and away from it.</p>
      </div>
      <GuestRelationsCard player={{ id: player.id, name: `${player.firstName} ${player.lastName}` }} />
      <FeedbackForm playerId={player.id} />
    </section>
  );
}
