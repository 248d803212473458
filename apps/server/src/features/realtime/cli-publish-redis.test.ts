import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCliSocketReach } from '../../cli-sockets';
import { createUseCaseContext } from '../../use-case';
import { createTwoInstances } from '../../../test/instances';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { fileApprovedKyc } from '../../../test/kyc';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';
import { approveKycByEmail } from '../kyc/kyc-review.service';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves the file out otherwise; CI sets it).
describe('a command-line change reaches open pages through Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it("tells the player's open page of a kyc-approve run outside the server", async () => {
    const db = set.database.db;
    const player = await createPlayer(db, { kycStatus: 'submitted' });
    // Approval needs the three documents approved and a PAN (issue 14, item 16).
    await fileApprovedKyc(db, player.id);
    const socket = await connectSocket(await listen(set.b.app), await playerCookie(db, player.id));
    const cli = await openCliSocketReach(
      { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: set.b.app.config.REDIS_PREFIX },
      () => undefined,
    );
    try {
      const received = nextEvent(socket, 'kyc_status_updated');
      const ctx = createUseCaseContext(db, cli.reach, { error: () => undefined });
      await approveKycByEmail(ctx, player.email, 'Checked at the desk');
      expect(await received).toMatchObject({ playerId: player.id, kycStatus: 'approved', scope: 'full' });
    } finally {
      socket.close();
      await cli.close();
    }
  });

  it('says so when there is no Redis: the page catches up when it reconnects', async () => {
    const lines: string[] = [];
    const cli = await openCliSocketReach({ REDIS_PREFIX: 'unused' }, (line) => lines.push(line));
    await cli.close();
    expect(lines).toEqual(['REDIS_URL is not set: open pages will show this change when they next reconnect.']);
  });
});
