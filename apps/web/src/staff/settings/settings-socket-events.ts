import { registerSocketHandler } from '../../lib/socket';
import { storeClubSettings } from './settings-queries';

/** Another super admin's change reaches every open console (club_settings_updated). */
export function registerSettingsSocketEvents(): () => void {
  return registerSocketHandler('club_settings_updated', (settings, queryClient) =>
    storeClubSettings(queryClient, settings),
  );
}
