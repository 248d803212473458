import {
  STATIC_WELCOME_AFTER_ERROR_MS,
  STATIC_WELCOME_MS,
  WELCOME_VIDEO_LOAD_LIMIT_MS,
} from '@club/shared/accounts-constants';
import { useEffect, useState } from 'react';
import { ClubLogo } from '../../components/club-logo';
import { Button } from '../../components/ui/button';
import { useClubSettings } from './club-settings-query';

type Phase = { kind: 'video' } | { kind: 'static'; durationMs: number };

interface WelcomeScreenProps {
  firstName: string;
  onDone: () => void;
}

/**
 * The club's welcome video, or a static welcome when there is none, it fails (2 s) or it
 * has not loaded within 8 s (3 s). Skip ends it at any time.
 */
export function WelcomeScreen({ firstName, onDone }: WelcomeScreenProps) {
  const settings = useClubSettings();
  const videoUrl = settings.data?.welcomeVideoUrl;
  const [phase, setPhase] = useState<Phase | null>(null);
  const [hasLoaded, setHasLoaded] = useState(false);

  useEffect(() => {
    if (settings.isPending || phase) return;
    setPhase(videoUrl ? { kind: 'video' } : { kind: 'static', durationMs: STATIC_WELCOME_MS });
  }, [settings.isPending, videoUrl, phase]);

  useEffect(() => {
    if (phase?.kind === 'static') {
      const timer = setTimeout(onDone, phase.durationMs);
      return () => clearTimeout(timer);
    }
    if (phase?.kind === 'video' && !hasLoaded) {
      const timer = setTimeout(
        () => setPhase({ kind: 'static', durationMs: STATIC_WELCOME_MS }),
        WELCOME_VIDEO_LOAD_LIMIT_MS,
      );
      return () => clearTimeout(timer);
    }
  }, [phase, hasLoaded, onDone]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Welcome"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-slate-950 px-6 text-center"
    >
      {phase?.kind === 'video' && videoUrl ? (
        <video
          src={videoUrl}
          autoPlay
          muted
          playsInline
          className="max-h-[70dvh] w-full max-w-lg rounded-2xl border border-slate-800"
          onLoadedData={() => setHasLoaded(true)}
          onEnded={onDone}
          onError={() => setPhase({ kind: 'static', durationMs: STATIC_WELCOME_AFTER_ERROR_MS })}
        />
      ) : (
        <>
          <ClubLogo className="size-24 motion-safe:animate-pulse" />
          <div className="grid gap-2">
            <p className="text-3xl font-bold text-white">Welcome, {firstName}!</p>
            <p className="text-slate-300">
              {/* Not 'your seat is ready': in a poker room that means a table (issue 14 item 20). */}
              {settings.data?.clubName ? `You're signed in to ${settings.data.clubName}.` : "You're signed in."}
            </p>
          </div>
        </>
      )}
      <Button variant="secondary" onClick={onDone}>
        Skip
      </Button>
    </div>
  );
}
