import { STAFF_ROLES, type StaffAccount, type StaffRole, staffNameSchema } from '@club/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { formatClubTime } from '../../lib/format';
import { FloorDialog, Select } from '../floor/floor-form';
import { ROLE_LABELS } from '../sections';
import { STAFF_ME_KEY, useStaffMe } from '../staff-session';
import {
  useCreateAccount,
  useSetAccountPassword,
  useStaffAccounts,
  useUnlockAccount,
  useUpdateAccount,
} from './accounts-queries';

type Action = { kind: 'name' | 'role' | 'deactivate' | 'reactivate' | 'unlock' | 'password'; account: StaffAccount };

/**
 * /staff/staff: every staff account (super admin): create, rename (their own too), change role, deactivate,
 * reactivate, unlock, set a new password (changed by the member at the next sign-in).
 */
export function AccountsPage() {
  const me = useStaffMe().data;
  const accounts = useStaffAccounts();
  const [isCreating, setIsCreating] = useState(false);
  const [action, setAction] = useState<Action | null>(null);

  return (
    <section aria-labelledby="accounts-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="accounts-title" className="text-xl font-bold text-white">
            Staff accounts
          </h1>
          <p className="text-sm text-slate-300">
            Who may use the console and with which role. A deactivated account is signed out everywhere at once.
          </p>
        </div>
        <Button onClick={() => setIsCreating(true)}>New staff account</Button>
      </div>

      {accounts.data ? (
        <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/90">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <thead className="text-slate-300">
              <tr>
                {['Name', 'E-mail', 'Role', 'Status', 'Last sign-in', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="text-white">
              {accounts.data.map((account) => {
                const isSelf = account.id === me?.id;
                return (
                  <tr
                    key={account.id}
                    className="border-t border-slate-800 align-middle"
                    data-testid="staff-account-row"
                  >
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {account.name}
                      {isSelf ? <span className="ml-2 text-xs font-normal text-slate-300">(you)</span> : null}
                    </th>
                    <td className="px-3 py-2 break-all">{account.email}</td>
                    <td className="px-3 py-2">{ROLE_LABELS[account.role]}</td>
                    <td className="px-3 py-2">
                      {account.isActive ? (
                        <span className="text-emerald-300">Active</span>
                      ) : (
                        <span className="text-amber-300">Deactivated</span>
                      )}
                      {account.mustChangePassword ? (
                        <span className="block text-xs text-amber-200">Must choose a new password</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-slate-200">
                      {account.lastSignInAt ? formatClubTime(account.lastSignInAt, 'dayTime') : 'Never'}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <Button
                          variant="secondary"
                          aria-label={`Rename ${account.name}`}
                          onClick={() => setAction({ kind: 'name', account })}
                        >
                          Name
                        </Button>
                        {isSelf ? (
                          <span className="text-xs text-slate-300">Another super admin manages your role</span>
                        ) : (
                          <>
                            <Button
                              variant="secondary"
                              aria-label={`Change role of ${account.name}`}
                              onClick={() => setAction({ kind: 'role', account })}
                            >
                              Role
                            </Button>
                            {account.isActive ? (
                              <Button
                                variant="secondary"
                                aria-label={`Deactivate ${account.name}`}
                                onClick={() => setAction({ kind: 'deactivate', account })}
                              >
                                Deactivate
                              </Button>
                            ) : (
                              <Button
                                variant="secondary"
                                aria-label={`Reactivate ${account.name}`}
                                onClick={() => setAction({ kind: 'reactivate', account })}
                              >
                                Reactivate
                              </Button>
                            )}
                            <Button
                              variant="ghost"
                              aria-label={`Set a new password for ${account.name}`}
                              onClick={() => setAction({ kind: 'password', account })}
                            >
                              Password
                            </Button>
                            <Button
                              variant="ghost"
                              aria-label={`Unlock sign-in of ${account.name}`}
                              onClick={() => setAction({ kind: 'unlock', account })}
                            >
                              Unlock
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-300">
          {accounts.isError ? 'Could not read the staff accounts.' : 'Loading the staff accounts…'}
        </p>
      )}

      {isCreating ? <CreateAccountDialog onClose={() => setIsCreating(false)} /> : null}
      {action?.kind === 'name' ? (
        <NameDialog account={action.account} isSelf={action.account.id === me?.id} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'role' ? <RoleDialog account={action.account} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'deactivate' || action?.kind === 'reactivate' ? (
        <ActiveDialog
          account={action.account}
          activate={action.kind === 'reactivate'}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action?.kind === 'unlock' ? <UnlockDialog account={action.account} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'password' ? <PasswordDialog account={action.account} onClose={() => setAction(null)} /> : null}
    </section>
  );
}

function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <FormField label="Role">
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAccount();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('gre');
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New staff account"
      description="The new member signs in at /staff with this e-mail and password. Tell them the password in person."
      submitLabel="Create account"
      isPending={create.isPending}
      error={create.error}
      canSubmit={name.trim() !== '' && email.trim() !== '' && password !== ''}
      onSubmit={() =>
        create.mutate(
          { name, email, password, role },
          {
            onSuccess: (account) => {
              toast({ title: 'Account created', description: `${account.name} can sign in now.`, variant: 'success' });
              onClose();
            },
          },
        )
      }
    >
      <FormField label="Name">
        {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label="E-mail">
        {(control) => (
          <Input
            {...control}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Password" message="At least 8 characters; not a common password.">
        {(control) => (
          <Input
            {...control}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <RoleSelect value={role} onChange={setRole} />
    </FloorDialog>
  );
}

function NameDialog({ account, isSelf, onClose }: { account: StaffAccount; isSelf: boolean; onClose: () => void }) {
  const update = useUpdateAccount();
  const queryClient = useQueryClient();
  const [name, setName] = useState(account.name);
  const typed = staffNameSchema.safeParse(name);
  const problem = name.trim() !== '' && !typed.success ? typed.error.issues[0]?.message : undefined;
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Rename ${account.name}`}
      description="The name receipts, the audit log and colleagues' screens show from now on."
      submitLabel="Save name"
      isPending={update.isPending}
      error={update.error}
      canSubmit={typed.success && typed.data !== account.name}
      onSubmit={() =>
        update.mutate(
          { staffId: account.id, name },
          {
            onSuccess: (changed) => {
              // The console's header shows the signed-in member's own name.
              if (isSelf) void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
              toast({
                title: 'Name saved',
                description: `${account.name} is now ${changed.name}.`,
                variant: 'success',
              });
              onClose();
            },
          },
        )
      }
    >
      <FormField label="Name" message={problem} tone={problem ? 'error' : 'hint'}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            maxLength={120}
          />
        )}
      </FormField>
    </FloorDialog>
  );
}

function RoleDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const update = useUpdateAccount();
  const [role, setRole] = useState<StaffRole>(account.role);
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change the role of ${account.name}`}
      description="Counts from their next action: their open console redraws its sections for the new role."
      submitLabel="Change role"
      isPending={update.isPending}
      error={update.error}
      canSubmit={role !== account.role}
      onSubmit={() =>
        update.mutate(
          { staffId: account.id, role },
          {
            onSuccess: (changed) => {
              toast({
                title: 'Role changed',
                description: `${changed.name}: ${ROLE_LABELS[changed.role]}.`,
                variant: 'success',
              });
              onClose();
            },
          },
        )
      }
    >
      <RoleSelect value={role} onChange={setRole} />
    </FloorDialog>
  );
}

function ActiveDialog({
  account,
  activate,
  onClose,
}: {
  account: StaffAccount;
  activate: boolean;
  onClose: () => void;
}) {
  const update = useUpdateAccount();
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={activate ? `Reactivate ${account.name}` : `Deactivate ${account.name}`}
      description={
        activate
          ? 'They can sign in again with their password. Their old sessions stay ended.'
          : 'They are signed out of every console at once and cannot sign in until reactivated.'
      }
      submitLabel={activate ? 'Reactivate' : 'Deactivate'}
      variant={activate ? 'primary' : 'destructive'}
      isPending={update.isPending}
      error={update.error}
      onSubmit={() =>
        update.mutate(
          { staffId: account.id, isActive: activate },
          {
            onSuccess: (changed) => {
              toast({
                title: activate ? 'Account reactivated' : 'Account deactivated',
                description: changed.name,
                variant: 'success',
              });
              onClose();
            },
          },
        )
      }
    >
      {null}
    </FloorDialog>
  );
}

function UnlockDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const unlock = useUnlockAccount();
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Unlock the sign-in of ${account.name}`}
      description="Clears their failed sign-ins from every address, so a locked account can sign in again at once."
      submitLabel="Unlock sign-in"
      isPending={unlock.isPending}
      error={unlock.error}
      onSubmit={() =>
        unlock.mutate(account.id, {
          onSuccess: (changed) => {
            toast({ title: 'Sign-in unlocked', description: changed.name, variant: 'success' });
            onClose();
          },
        })
      }
    >
      {!account.isActive ? (
        <Alert variant="warning" title="Still deactivated">
          Unlocking does not reactivate the account.
        </Alert>
      ) : null}
    </FloorDialog>
  );
}

function PasswordDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const setPassword = useSetAccountPassword();
  const [password, setValue] = useState('');
  return (
    <FloorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Set a new password for ${account.name}`}
      description="They are signed out everywhere now. At their next sign-in, with this password, they must choose their own before anything else. Tell them the password in person."
      submitLabel="Set password"
      isPending={setPassword.isPending}
      error={setPassword.error}
      canSubmit={password !== ''}
      onSubmit={() =>
        setPassword.mutate(
          { staffId: account.id, password },
          {
            onSuccess: (changed) => {
              toast({
                title: 'Password set',
                description: `${changed.name} must choose a new one at the next sign-in.`,
                variant: 'success',
              });
              onClose();
            },
          },
        )
      }
    >
      <FormField label="New password" message="At least 8 characters; not a common password.">
        {(control) => (
          <Input
            {...control}
            type="password"
            value={password}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </FormField>
    </FloorDialog>
  );
}
