import { UNIQUENESS_DEBOUNCE_MS, type UNIQUE_FIELDS } from '@club/shared/accounts-constants';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { loadAccountsContract, useAccountSchemas } from './account-schemas';

export type UniqueField = (typeof UNIQUE_FIELDS)[number];
export type UniquenessState = 'idle' | 'checking' | 'taken' | 'free';

// Only well-formed values are worth asking about; the server would refuse the others anyway.
const FORMATS = { email: 'emailSchema', nickname: 'nicknameSchema', phone: 'phoneSchema' } as const;

/** Asks the server whether a value is taken, 500 ms after typing stops (accounts-kyc.md section 5). */
export function useUniqueFieldCheck(field: UniqueField, value: string): UniquenessState {
  const settledValue = useDebouncedValue(value.trim(), UNIQUENESS_DEBOUNCE_MS);
  // Until the schemas have loaded (a moment after the page is interactive) nothing is checkable.
  const schemas = useAccountSchemas();
  const isCheckable = schemas?.[FORMATS[field]].safeParse(settledValue).success ?? false;
  const check = useQuery({
    queryKey: ['players', 'validate', field, settledValue],
    queryFn: ({ signal }) =>
      callApi(
        loadAccountsContract().then((routes) => routes.postPlayersValidate),
        {
          body: { field, value: settledValue },
          signal,
        },
      ),
    enabled: isCheckable,
    // A value freed or taken since is re-checked when the field is visited again.
    staleTime: 30_000,
    gcTime: 30_000,
  });

  if (value.trim() === '') return 'idle';
  if (value.trim() !== settledValue || (isCheckable && check.isFetching)) return 'checking';
  if (check.data?.exists) return 'taken';
  return isCheckable && check.isSuccess ? 'free' : 'idle';
}

export const describeUniqueness = (field: UniqueField, state: UniquenessState): string | undefined => {
  if (state === 'checking') return 'Checking...';
  if (state === 'taken') return `This ${field} is already registered`;
  return undefined;
};
