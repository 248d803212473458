import { staffContract } from '@club/shared/contracts/staff';
import type { StaffAccount, StaffRole } from '@club/shared/staff';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

export const ACCOUNTS_KEY = ['staff', 'accounts'] as const;

export const useStaffAccounts = () => useConsoleQuery(ACCOUNTS_KEY, () => callApi(staffContract.getStaffAccounts));

/** One account's answer put in the list (new accounts at the end, as the server orders them by id). */
function storeAccount(queryClient: QueryClient, account: StaffAccount) {
  queryClient.setQueryData<StaffAccount[]>(ACCOUNTS_KEY, (accounts) => {
    if (!accounts) return accounts;
    return accounts.some((a) => a.id === account.id)
      ? accounts.map((a) => (a.id === account.id ? account : a))
      : [...accounts, account];
  });
}

function useAccountMutation<I>(call: (input: I) => Promise<StaffAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (account) => storeAccount(queryClient, account),
    onError: (error) => {
      if (handleStaffAuthError(queryClient, error)) return;
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
  });
}

export const useCreateAccount = () =>
  useAccountMutation((body: { name: string; email: string; password: string; role: StaffRole }) =>
    callApi(staffContract.postStaffAccounts, { body }),
  );

export const useUpdateAccount = () =>
  useAccountMutation((input: { staffId: number; name?: string; role?: StaffRole; isActive?: boolean }) =>
    callApi(staffContract.patchStaffAccountsByStaffId, {
      params: { staffId: input.staffId },
      body: { name: input.name, role: input.role, isActive: input.isActive },
    }),
  );

export const useUnlockAccount = () =>
  useAccountMutation((staffId: number) =>
    callApi(staffContract.postStaffAccountsByStaffIdUnlock, { params: { staffId } }),
  );

export const useSetAccountPassword = () =>
  useAccountMutation((input: { staffId: number; password: string }) =>
    callApi(staffContract.postStaffAccountsByStaffIdPassword, {
      params: { staffId: input.staffId },
      body: { password: input.password },
    }),
  );
