import { pageLinksContract as contract } from '@club/shared/contracts/page-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../../plugins/contract';
import { rateLimit } from '../../../plugins/rate-limit';
import { answerPageByLink, readPageByLink } from './page-link.service';
import { recordSmsReport } from './page-out.service';

/**
 * The answer link of a text (issue 31, decision 141): no session, the signed token is the credential. Limited per
 * address (a club's players share one Wi-Fi address, so the limit is generous) and per token.
 */
const PER_ADDRESS = { max: 120, windowMs: 60_000 };
const PER_TOKEN = { max: 20, windowMs: 60_000 };
const TOO_MANY = 'Too many tries with this link: wait a minute, or ask the floor';

export const pageLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = [
    rateLimit({ name: 'page-link-ip', ...PER_ADDRESS, message: TOO_MANY }),
    rateLimit({
      name: 'page-link-token',
      ...PER_TOKEN,
      key: (request) => String((request.params as { token?: unknown }).token ?? '').slice(0, 100),
      message: TOO_MANY,
    }),
  ];

  app.route({
    ...fromContract(contract.getPByToken),
    preHandler: limits,
    handler: async (request) => readPageByLink(app.useCase, { token: request.params.token, now: new Date() }),
  });

  app.route({
    ...fromContract(contract.postPByToken),
    preHandler: limits,
    handler: async (request) =>
      answerPageByLink(app.useCase, { token: request.params.token, response: request.body.response, now: new Date() }),
  });

  await app.register(smsReportRoutes);
};

// The provider's delivery reports come form-encoded (as Twilio sends them): only this plugin's routes parse forms
// (an encapsulated scope), so no other route takes a cross-site form post.
const smsReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.route({
    ...fromContract(contract.postSmsStatus),
    preHandler: rateLimit({ name: 'sms-status', max: 600, windowMs: 60_000 }),
    handler: async (request) => ({
      recorded: await recordSmsReport(app.useCase, {
        url: `${app.config.publicUrl}${contract.postSmsStatus.path}`,
        fields: Object.fromEntries(Object.entries(request.body).map(([name, value]) => [name, String(value)])),
        signature: request.headers['x-twilio-signature'],
        now: new Date(),
      }),
    }),
  });
};
