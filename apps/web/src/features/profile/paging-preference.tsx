import type { Player } from '@club/shared/accounts';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { useUpdateProfile } from './profile-queries';

/**
 * Whether the floor's pages also come by text message (issue 31, decision 141). Saved at once with the player's
 * details as they are (PUT /api/players/{id}); a player with no device set up for notifications is texted anyway.
 */
export function PagingPreferenceCard({ player }: { player: Player }) {
  const update = useUpdateProfile(player.id);
  const save = (pageBySms: boolean) =>
    update.mutate(
      { firstName: player.firstName, lastName: player.lastName, phone: player.phone, pageBySms },
      {
        onSuccess: () =>
          toast({
            title: pageBySms ? 'Texts on' : 'Texts off',
            description: pageBySms
              ? `The floor's calls will also come by text to ${player.phone}.`
              : 'The floor calls you in the app (and by text while no phone of yours gets notifications).',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-base font-bold text-white">When your seat is ready</h2>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <Checkbox
            id="page-by-sms"
            className="size-11 rounded-lg [&_svg]:size-6"
            checked={update.isPending ? update.variables?.pageBySms === true : player.pageBySms}
            disabled={update.isPending}
            onCheckedChange={(checked) => save(checked === true)}
          />
          <div>
            <Label htmlFor="page-by-sms" className="flex min-h-11 cursor-pointer items-center">
              Also text me when the floor calls me
            </Label>
            <p className="text-xs text-slate-400">
              The text says the table and seat and has a link to answer, for when the app is closed or your phone is in
              your pocket.
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
