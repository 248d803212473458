import { useIsOnline } from '../lib/use-is-online';

/**
 * The app's offline state, on every screen (issue 27, item 24): what is shown was loaded before, and
 * nothing the player sends reaches the club until the phone is back online.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="sticky top-0 z-50 border-b border-amber-700/70 bg-amber-950 px-4 py-2 text-center text-sm text-amber-100"
    >
      <span className="font-semibold">You are offline.</span> What you see was loaded earlier; nothing you send reaches
      the club until your phone is back online.
    </div>
  );
}
