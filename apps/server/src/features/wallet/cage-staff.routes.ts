import { cageContract as contract } from '@club/shared/contracts/cage';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { cageLog, cageLogCsv, shiftCsv } from './cage-log.service';
import { approvePending, listPending, rejectPending, reverseTransaction } from './cage-operations.service';
import { closeShift, currentShift, listShifts, openShift, shiftReport, signOffShift } from './cage-shifts.service';

const sendCsv = (reply: FastifyReply, csv: string, filename: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);

/** The cage (issue 17): shifts, four-eyes approvals, reversals and the day's log. */
export const cageStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const cashier = requireStaff('cashier');

  app.route({
    ...fromContract(contract.postStaffCageShifts),
    preHandler: cashier,
    handler: async (request, reply) => {
      const { staffId, role } = currentStaff(request);
      const shift = await openShift(app.useCase, { staff: { staffId, role }, openingFloat: request.body.openingFloat });
      return reply.status(201).send(shift);
    },
  });

  app.route({
    ...fromContract(contract.getStaffCageShiftsCurrent),
    preHandler: cashier,
    handler: async (request) => {
      const { staffId, role } = currentStaff(request);
      return currentShift(app.database.db, { staffId, role });
    },
  });

  app.route({
    ...fromContract(contract.getStaffCageShifts),
    preHandler: cashier,
    handler: async (request) => listShifts(app.database.db, request.query, currentStaff(request).role),
  });

  app.route({
    ...fromContract(contract.getStaffCageShiftsByShiftId),
    preHandler: cashier,
    handler: async (request) => shiftReport(app.database.db, request.params.shiftId, currentStaff(request).role),
  });

  app.route({
    ...fromContract(contract.getStaffCageShiftsByShiftIdCsv),
    preHandler: cashier,
    handler: async (request, reply) => {
      const { shiftId } = request.params;
      const csv = await shiftCsv(app.database.db, shiftId);
      return sendCsv(reply, csv, `shift-${shiftId}.csv`);
    },
  });

  app.route({
    ...fromContract(contract.postStaffCageShiftsByShiftIdClose),
    preHandler: cashier,
    handler: async (request) => {
      const { staffId, role } = currentStaff(request);
      return closeShift(app.useCase, {
        shiftId: request.params.shiftId,
        staff: { staffId, role },
        countedCash: request.body.countedCash,
        note: request.body.note,
      });
    },
  });

  app.route({
    ...fromContract(contract.postStaffCageShiftsByShiftIdSignOff),
    preHandler: requireStaff('cageApproval'),
    handler: async (request) =>
      signOffShift(app.useCase, {
        shiftId: request.params.shiftId,
        staffId: currentStaff(request).staffId,
        note: request.body.note,
      }),
  });

  app.route({
    ...fromContract(contract.getStaffCagePending),
    preHandler: cashier,
    handler: async () => listPending(app.database.db),
  });

  app.route({
    ...fromContract(contract.postStaffCagePendingByIdApprove),
    preHandler: cashier,
    handler: async (request) => {
      const { staffId, name, role } = currentStaff(request);
      return approvePending(app.useCase, {
        id: request.params.id,
        note: request.body.note,
        staff: { staffId, name, role },
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  });

  app.route({
    ...fromContract(contract.postStaffCagePendingByIdReject),
    preHandler: cashier,
    handler: async (request) => {
      const { staffId, name, role } = currentStaff(request);
      return rejectPending(app.useCase, {
        id: request.params.id,
        note: request.body.note,
        staff: { staffId, name, role },
      });
    },
  });

  app.route({
    ...fromContract(contract.postStaffWalletTransactionsByTransactionIdReverse),
    preHandler: cashier,
    handler: async (request, reply) => {
      const { staffId, name, role } = currentStaff(request);
      const { result } = await reverseTransaction(app.useCase, {
        transactionId: request.params.transactionId,
        reason: request.body.reason,
        staff: { staffId, name, role },
        idempotencyKey: request.headers['idempotency-key'],
      });
      return 'pending' in result ? reply.status(202).send(result) : result;
    },
  });

  app.route({
    ...fromContract(contract.getStaffWalletTransactions),
    preHandler: cashier,
    handler: async (request) => cageLog(app.database.db, request.query, currentStaff(request).role),
  });

  app.route({
    ...fromContract(contract.getStaffWalletTransactionsCsv),
    preHandler: cashier,
    handler: async (request, reply) => {
      return sendCsv(reply, await cageLogCsv(app.database.db, request.query), 'transactions.csv');
    },
  });
};
