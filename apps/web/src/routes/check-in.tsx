import { CHECK_IN_MESSAGES, type CheckInResult } from '@club/shared/check-in';
import { checkInContract } from '@club/shared/contracts/check-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { seatRequestsKey } from '../features/tables/tables-queries';
import { callApi, isApiError } from '../lib/api';

const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * /check-in?code=NNNNNN (decision 064): the phone's camera opens this from the QR code on the room's TV
 * board; the page checks the player in at once and says what it kept. Without a code (or a stale one) the
 * player types the six digits shown under the QR code.
 */
export function CheckInPage() {
  const [params, setParams] = useSearchParams();
  const fromQr = digitsOf(params.get('code') ?? '');
  const [code, setCode] = useState(fromQr);
  const playerId = useCurrentUser().data?.player.id;
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    mutationFn: (value: string) => callApi(checkInContract.postWaitlistCheckIn, { body: { code: value } }),
    onSuccess: () => {
      if (playerId !== undefined) void queryClient.invalidateQueries({ queryKey: seatRequestsKey(playerId) });
    },
  });
  // The code from the QR code is sent once, on arrival; the address is then cleaned (a reload sends nothing).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || fromQr.length !== 6) return;
    sent.current = true;
    checkIn.mutate(fromQr);
    setParams({}, { replace: true });
  }, [fromQr, checkIn.mutate, setParams]);

  const done: CheckInResult | undefined = checkIn.data;
  const error = checkIn.error;
  const errorText =
    isApiError(error) && error.serverMessage
      ? error.serverMessage
      : error
        ? 'Could not check you in. Try again.'
        : null;
  return (
    <div className="mx-auto grid w-full max-w-md gap-5 px-4 py-4">
      <h1 className="text-2xl font-bold text-white">Check in</h1>
      {done ? (
        <div className="grid gap-4">
          <Alert variant="success" title="Checked in">
            {done.message}
          </Alert>
          <Button asChild>
            <Link to="/dashboard">Back to the lobby</Link>
          </Button>
        </div>
      ) : (
        <form
          className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            checkIn.mutate(code);
          }}
        >
          <p className="text-sm text-slate-300">
            Joined a list from outside? Scan the QR code on the room’s screen, or type the six digits under it, to keep
            your place.
          </p>
          <FormField
            label="Code from the room’s screen"
            message={errorText ?? CHECK_IN_MESSAGES.codeFormat}
            tone={errorText ? 'error' : 'hint'}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                className="text-center font-mono text-2xl tracking-[0.3em]"
                value={code}
                onChange={(event) => setCode(digitsOf(event.target.value))}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={code.length !== 6 || checkIn.isPending}>
            {checkIn.isPending ? 'Checking in…' : 'Check in'}
          </Button>
        </form>
      )}
    </div>
  );
}
