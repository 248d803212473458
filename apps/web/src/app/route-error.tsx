import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { Button } from '../components/ui/button';

/**
 * Shown when a screen fails to load or render. The usual cause is a new release replacing
 * the code files this tab expected, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <FullScreenMessage message="Something went wrong while opening this page." isBusy={false}>
      {detail ? <p className="text-sm text-slate-300">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </FullScreenMessage>
  );
}
