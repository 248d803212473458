import { isApiError } from '../lib/api';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

const FALLBACK = 'Please check your connection and try again.';

/**
 * A read that failed: the server's own sentence (the error keeps `STATUS: BODY` for code), or what to
 * check when nothing answered, and a Retry that reads again (issue 27, item 26).
 */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  className?: string;
}) {
  return (
    <Alert variant="destructive" title={title} className={className}>
      <p>{(isApiError(error) && error.serverMessage) || FALLBACK}</p>
      <Button variant="secondary" size="sm" className="mt-3" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </Alert>
  );
}
