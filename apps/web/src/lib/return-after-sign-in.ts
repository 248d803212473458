// A page a visitor opened that needs a signed-in player (the room's /check-in link from the TV's QR code,
// decision 064): kept for this tab while they sign in, then opened instead of the dashboard.

const KEY = 'club.return-after-sign-in';
/** Only these pages come back after a sign-in (a path, with its query). */
const RETURNABLE = ['/check-in'];

export function rememberReturnPath(path: string) {
  if (!RETURNABLE.some((page) => path === page || path.startsWith(`${page}?`))) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage blocked: the player lands on the dashboard and scans again.
  }
}

export function peekReturnPath(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The remembered page, forgotten as it is taken. */
export function takeReturnPath(): string | null {
  const path = peekReturnPath();
  if (path) {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // ignore
    }
  }
  return path;
}
