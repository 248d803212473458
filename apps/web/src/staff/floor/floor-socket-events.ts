import { registerSocketHandler } from '../../lib/socket';
import { CHECK_IN_CODE_KEY, storeFloorTable } from './floor-queries';

/** The floor's pushes applied to the cache for the life of the console's socket. */
export function registerFloorSocketEvents(): () => void {
  const offs = [
    registerSocketHandler('floor_table_updated', ({ table, asOf }, queryClient) =>
      storeFloorTable(queryClient, table, asOf),
    ),
    // The room's check-in code, sent by the server when it changes (decision 064).
    registerSocketHandler('check_in_code_changed', (code, queryClient) =>
      queryClient.setQueryData(CHECK_IN_CODE_KEY, code),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
