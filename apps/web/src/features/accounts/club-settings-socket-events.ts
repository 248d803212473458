import { setClubTimeZone } from '../../lib/format';
import { registerSocketHandler } from '../../lib/socket';
import { CLUB_SETTINGS_KEY } from './club-settings-query';

/** A super admin changed the club's public settings (its name…): every page shows them at once. */
export function registerClubSettingsSocketEvents(): () => void {
  return registerSocketHandler('club_settings_changed', (settings, queryClient) => {
    setClubTimeZone(settings.timeZone);
    queryClient.setQueryData(CLUB_SETTINGS_KEY, settings);
  });
}
