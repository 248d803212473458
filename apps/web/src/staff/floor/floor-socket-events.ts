import { registerSocketHandler } from '../../lib/socket';
import { storeFloorTable } from './floor-queries';

/** The floor's pushes applied to the cache for the life of the console's socket. */
export function registerFloorSocketEvents(): () => void {
  return registerSocketHandler('floor_table_updated', ({ table, asOf }, queryClient) =>
    storeFloorTable(queryClient, table, asOf),
  );
}
