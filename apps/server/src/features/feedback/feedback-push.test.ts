import { describe, expect, it } from 'vitest';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';

const t = listeningTestApp();

describe('feedback reaches guest relations live', () => {
  it('pushes new feedback with the player to gre, admin and super_admin, not to a cashier or a player', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await t.socketFor((await signedInStaff(t.app, 'gre')).cookie);
    const cashier = await t.socketFor((await signedInStaff(t.app, 'cashier')).cookie);
    const bystander = await t.socketFor((await signedInPlayer(t.app)).cookie);

    const received = nextEvent<{ playerId: number; message: string; playerName: string }>(gre, 'feedback_received');
    const cashierGets = receivesWithin(cashier, 'feedback_received');
    const bystanderGets = receivesWithin(bystander, 'feedback_received');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: player.cookie },
      payload: { message: 'The chai was great tonight' },
    });
    expect(res.statusCode).toBe(201);
    expect(await received).toMatchObject({ playerId: player.id, message: 'The chai was great tonight' });
    expect(await cashierGets).toBe(false);
    expect(await bystanderGets).toBe(false);
  });
});
