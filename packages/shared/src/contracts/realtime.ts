import { route } from '../contract';
import { tabSnapshotSchema } from '../tab-snapshot';

/** What a tab reads after its socket (re)connects (decision 107). */
export const realtimeContract = {
  getSync: route({
    method: 'GET',
    path: '/api/sync',
    summary:
      'The signed-in player’s own state in one read: balance, lists, seats, live session and notifications, as of one moment',
    description:
      'Read by the player app after its socket connects and when the server sends `resync`, instead of those queries one by one. Players with KYC passed only (onboarding tabs read their few queries).',
    tags: ['realtime'],
    responses: { 200: tabSnapshotSchema },
    errors: [401, 403],
  }),
};
