import { TABLE_MESSAGES } from '@club/shared/tables';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../accounts/current-user-query';
import { LiveSessionPanel } from './live-session-panel';
import { useLiveSession } from './live-session-queries';
import { useSessionClock } from './use-session-clock';

/** The playtime tracker: the live session in place, or the spec's empty state. */
export function SessionTab() {
  const playerId = useCurrentUser().data?.player.id;
  const live = useLiveSession(playerId);
  const session = live.data?.hasActiveSession ? live.data.session : null;
  const clock = useSessionClock(session, live.data?.clockOffsetMs ?? 0);

  if (live.isPending) {
    return (
      <div className="py-12 text-center">
        <Spinner label="Loading your session..." />
      </div>
    );
  }
  return (
    <>
      {session && clock && playerId !== undefined ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Live Session - {session.tableName}</CardTitle>
            <CardDescription>
              Seat {session.seatNumber} · {session.gameType} · {session.stakes}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <LiveSessionPanel
              playerId={playerId}
              session={session}
              state={clock.state}
              elapsedSeconds={clock.elapsedSeconds}
            />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader className="items-center py-10 text-center">
            <p aria-hidden="true" className="text-3xl text-slate-600">
              ⏱
            </p>
            <CardTitle className="text-lg">{TABLE_MESSAGES.noActiveSession}</CardTitle>
            <CardDescription>{TABLE_MESSAGES.noActiveSessionHint}</CardDescription>
            <Button asChild variant="secondary" className="mt-3">
              <Link to="/dashboard?tab=game">Browse cash tables</Link>
            </Button>
          </CardHeader>
        </Card>
      )}
    </>
  );
}
