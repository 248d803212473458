import { type DisplayKey, displayBoardPath } from '@club/shared/display';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { formatClubTime } from '../../lib/format';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { useCreateDisplayKey, useDisplayKeys, useRevokeDisplayKey } from './displays-queries';
import { ScreenChooser } from './screen-chooser';

/**
 * /staff/displays (the floor roles): the keys that pair a TV with the room's board (decision 062). A new key's
 * address is shown once; revoking a key blanks the board using it at once.
 */
export function DisplaysPage() {
  const displays = useDisplayKeys();
  const revoke = useRevokeDisplayKey();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<{ display: DisplayKey; key: string } | null>(null);
  const [revoking, setRevoking] = useState<DisplayKey | null>(null);

  return (
    <section aria-labelledby="displays-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="displays-title" className="text-xl font-bold text-white">
            Displays
          </h1>
          <p className="max-w-3xl text-sm text-slate-300">
            The room's TV board shows the tables, open seats and wait-lists, live. A display key pairs one screen with
            it and opens nothing else. Players' names show as the club settings say (initials unless changed). Each
            key's screen shows the board or one tournament's clock: change it here and the TV follows at once.
          </p>
        </div>
        <Button size="lg" onClick={() => setIsCreating(true)}>
          New display key
        </Button>
      </div>

      {displays.data ? (
        displays.data.length === 0 ? (
          <p className="rounded-2xl border border-slate-800 bg-slate-900/90 p-4 text-sm text-slate-300">
            No display keys yet. Create one for each TV in the room.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/90">
            <table className="w-full min-w-[60rem] text-left text-sm">
              <caption className="sr-only">Display keys</caption>
              <thead className="text-slate-300">
                <tr>
                  {['Display', 'Key ends in', 'Shows', 'Created', 'Last seen', 'Status', 'Actions'].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-medium">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-white">
                {displays.data.map((display) => (
                  <tr key={display.id} className="border-t border-slate-800 align-middle" data-testid="display-key-row">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {display.name}
                    </th>
                    <td className="px-3 py-2 font-mono text-slate-200">…{display.keyHint}</td>
                    <td className="px-3 py-2">
                      <ScreenChooser display={display} />
                    </td>
                    <td className="px-3 py-2 text-slate-200">
                      {formatClubTime(display.createdAt, 'dayTime')}
                      {display.createdBy ? (
                        <span className="block text-xs text-slate-300">by {display.createdBy}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-slate-200">
                      {display.lastSeenAt ? formatClubTime(display.lastSeenAt, 'dayTime') : 'Never'}
                    </td>
                    <td className="px-3 py-2">
                      {display.revokedAt ? (
                        <span className="text-amber-300">
                          Revoked {formatClubTime(display.revokedAt, 'dayTime')}
                          {display.revokedBy ? <span className="block text-xs">by {display.revokedBy}</span> : null}
                        </span>
                      ) : (
                        <span className="text-emerald-300">Active</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {display.revokedAt ? null : (
                        <Button
                          variant="secondary"
                          aria-label={`Revoke the key of ${display.name}`}
                          onClick={() => setRevoking(display)}
                        >
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <p className="text-sm text-slate-300">
          {displays.isError ? 'Could not read the display keys.' : 'Loading the display keys…'}
        </p>
      )}

      {isCreating ? (
        <CreateDisplayDialog
          onClose={() => setIsCreating(false)}
          onCreated={(answer) => {
            setIsCreating(false);
            setCreated(answer);
          }}
        />
      ) : null}
      {created ? <CreatedKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke the key of ${revoking?.name ?? ''}?`}
        description="The board using it stops at once and says its key was revoked. To show the board there again, create a new key."
        confirmLabel="Revoke key"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          const { id, name } = revoking;
          revoke.mutate(id, {
            onSuccess: () =>
              toast({ title: 'Key revoked', description: `${name} no longer shows the board.`, variant: 'success' }),
            onError: (error) =>
              toast({ title: 'Not revoked', description: actionErrorText(error), variant: 'destructive' }),
          });
        }}
      />
    </section>
  );
}

function CreateDisplayDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (answer: { display: DisplayKey; key: string }) => void;
}) {
  const create = useCreateDisplayKey();
  const [name, setName] = useState('');
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New display key"
      description="Name the screen it is for. Its board's address is shown once, on the next step."
      submitLabel="Create key"
      isPending={create.isPending}
      error={create.error}
      canSubmit={name.trim() !== ''}
      onSubmit={() => create.mutate(name, { onSuccess: onCreated })}
    >
      <FormField label="Display name" message="Such as “Poker room TV”. Up to 60 characters.">
        {(control) => (
          <Input {...control} value={name} maxLength={60} autoFocus onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
    </FloorDialog>
  );
}

/** The new key's board address, once: copy it to the TV's browser, or open it here. */
function CreatedKeyDialog({
  created,
  onClose,
}: {
  created: { display: DisplayKey; key: string };
  onClose: () => void;
}) {
  const address = `${window.location.origin}${displayBoardPath(created.key)}`;
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setIsCopied(true);
      toast({ title: 'Address copied', description: 'Paste it in the TV browser’s address bar.', variant: 'success' });
    } catch {
      toast({ title: 'Not copied', description: 'Select the address and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Board address for {created.display.name}</DialogTitle>
        <DialogDescription>
          Open this address on the TV. It is shown only now: the club keeps no copy of the key. Lost it? Revoke the key
          and create a new one.
        </DialogDescription>
        <label htmlFor="display-board-address" className="mt-4 block text-sm font-medium text-slate-200">
          The board's address
        </label>
        <textarea
          id="display-board-address"
          readOnly
          rows={3}
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full resize-none rounded-lg border border-slate-700 bg-slate-950 p-3 font-mono text-sm break-all text-slate-50"
        />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" asChild>
            <a href={address} target="_blank" rel="noreferrer">
              Open the board
            </a>
          </Button>
          <Button onClick={() => void copy()}>{isCopied ? 'Copied' : 'Copy address'}</Button>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
