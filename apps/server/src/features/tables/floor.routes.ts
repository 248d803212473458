import { floorContract as contract } from '@club/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { acknowledgeRequest, moveSeat, releaseSeat, removeWaitlistEntry } from './floor.service';
import { getFloor } from './floor-view.service';

/** The staff console's floor (issue 15): the floor roles (STAFF_PERMISSIONS.seating) only. */
export const floorRoutes: FastifyPluginAsyncZod = async (app) => {
  const floorStaff = (request: Parameters<typeof currentStaff>[0]) => {
    const { staffId, name, role } = currentStaff(request);
    return { staffId, name, role };
  };

  app.route({
    ...fromContract(contract.getStaffFloor),
    preHandler: requireStaff('seating'),
    handler: async () => getFloor(app.database.db),
  });

  app.route({
    ...fromContract(contract.postStaffSeatsBySeatIdMove),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      moveSeat(app.useCase, {
        seatId: request.params.seatId,
        tableId: request.body.tableId,
        seatNumber: request.body.seatNumber,
        note: request.body.note ?? null,
        staff: floorStaff(request),
        now: new Date(),
      }),
  });

  app.route({
    ...fromContract(contract.postStaffSeatsBySeatIdRelease),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      releaseSeat(app.useCase, {
        seatId: request.params.seatId,
        note: request.body.note,
        staff: floorStaff(request),
        now: new Date(),
      }),
  });

  app.route({
    ...fromContract(contract.postStaffSeatsBySeatIdAcknowledge),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      acknowledgeRequest(app.useCase, {
        seatId: request.params.seatId,
        kind: request.body.kind,
        staff: floorStaff(request),
        now: new Date(),
      }),
  });

  app.route({
    ...fromContract(contract.deleteStaffWaitlistByEntryId),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      removeWaitlistEntry(app.useCase, {
        entryId: request.params.entryId,
        reason: request.body.reason,
        staff: floorStaff(request),
      }),
  });
};
