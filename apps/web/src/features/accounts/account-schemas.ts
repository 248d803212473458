import { useEffect, useState } from 'react';

// The accounts contract's schemas, and zod with them, are not part of the sign-in page's first
// download: they load when first needed, which on that page is just after it has become
// interactive (docs/decisions/040-sign-in-page-budget.md). Plain values are in accounts-constants.
type AccountSchemas = typeof import('@club/shared/accounts');

let loaded: AccountSchemas | undefined;

export async function loadAccountSchemas(): Promise<AccountSchemas> {
  loaded ??= await import('@club/shared/accounts');
  return loaded;
}

/** The accounts routes of the contract, loaded as the schemas are: after the sign-in page has painted. */
export const loadAccountsContract = () =>
  import('@club/shared/contracts/accounts').then((module) => module.accountsContract);

/** The schemas once they have loaded (undefined until then); the component re-renders when they arrive. */
export function useAccountSchemas(): AccountSchemas | undefined {
  const [schemas, setSchemas] = useState(loaded);
  useEffect(() => {
    if (schemas) return;
    let isCurrent = true;
    void loadAccountSchemas().then((module) => {
      if (isCurrent) setSchemas(module);
    });
    return () => {
      isCurrent = false;
    };
  }, [schemas]);
  return schemas;
}
