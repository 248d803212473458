import { route } from '../contract';
import { z } from 'zod';
import { pageLinkParams, pageLinkViewSchema, smsStatusHeadersSchema, smsStatusReportSchema } from '../page-links';
import { respondToPageRequestSchema } from '../paging';

/** The answer link of a paging text (issue 31, decision 141): no session, the signed token is the credential. */
export const pageLinksContract = {
  getPByToken: route({
    method: 'GET',
    path: '/api/p/:token',
    summary: 'The page a text’s answer link names: table, seat, the hold and the answer given',
    description:
      'No session: the token is signed, names one page of one entry, and works while that page’s hold runs. The first read is recorded as "link opened" for the floor. 400 INVALID_TOKEN for a malformed or tampered token; 404 when the entry is gone; 409 INVALID_STATE when the hold ran out, the entry left or a newer page replaced this one. Rate-limited per address.',
    tags: ['tables'],
    params: pageLinkParams,
    responses: { 200: pageLinkViewSchema },
    errors: [400, 404, 409, 429],
  }),
  postPByToken: route({
    method: 'POST',
    path: '/api/p/:token',
    summary: 'Answer the page by its link: on my way, more time (once) or leave the list',
    description:
      'The same rules as the app’s answer, for the link’s page only and only once: 409 INVALID_STATE when it was answered already (here or in the app), ran out or was replaced by a newer page; 400 INVALID_TOKEN for a bad token. Rate-limited per address and per token.',
    tags: ['tables'],
    params: pageLinkParams,
    body: respondToPageRequestSchema,
    responses: { 200: pageLinkViewSchema },
    errors: [400, 404, 409, 429],
  }),
  postSmsStatus: route({
    method: 'POST',
    path: '/api/sms/status',
    summary: 'The SMS provider reports a text’s delivery (Twilio’s status callback)',
    description:
      'Form-encoded as Twilio sends it, signed in X-Twilio-Signature (HMAC-SHA1 with the account’s Auth Token over this URL and the fields): 403 when the signature does not match or no gateway is configured. A report of a text the club did not send is answered with recorded: false.',
    tags: ['tables'],
    headers: smsStatusHeadersSchema,
    body: smsStatusReportSchema,
    responses: { 200: z.object({ recorded: z.boolean() }) },
    errors: [400, 403, 429],
  }),
};
