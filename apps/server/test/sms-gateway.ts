import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local SMS gateway speaking Twilio's Messages API (decision 141), for integration and browser tests: it checks
// the basic auth and the form's fields, records each text, and answers as the test scripts it (201 by default).

export interface GatewayText {
  to: string;
  from: string;
  body: string;
  /** What the gateway answered this request. */
  status: number;
}

export const GATEWAY_ACCOUNT = 'AC00000000000000000000000000000001';
export const GATEWAY_TOKEN = 'test-auth-token';
export const GATEWAY_FROM = '+15005550006';

export async function startSmsGateway() {
  const texts: GatewayText[] = [];
  /** The statuses the next requests get, in order; 201 once they run out. */
  const script: number[] = [];
  let sequence = 0;
  const expectedAuth = `Basic ${Buffer.from(`${GATEWAY_ACCOUNT}:${GATEWAY_TOKEN}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${GATEWAY_ACCOUNT}/Messages.json`;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== path) return answer(404, { message: 'Not found' });
      if (request.headers.authorization !== expectedAuth) {
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return answer(400, { message: 'form-encoded body expected', status: 400 });
      }
      const form = new URLSearchParams(raw);
      const text = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      if (!/^\+\d{7,15}$/.test(text.to) || text.from !== GATEWAY_FROM || !text.body) {
        texts.push({ ...text, status: 400 });
        return answer(400, { code: 21211, message: `The 'To' number ${text.to} is not valid`, status: 400 });
      }
      const status = script.shift() ?? 201;
      texts.push({ ...text, status });
      if (status === 201) {
        sequence++;
        return answer(201, { sid: `SM${String(sequence).padStart(32, '0')}`, status: 'queued', to: text.to });
      }
      if (status === 400)
        return answer(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status });
      return answer(status, { message: 'Service unavailable', status });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** SMS_URL for the server. */
    url: `http://${GATEWAY_ACCOUNT}:${GATEWAY_TOKEN}@127.0.0.1:${port}${path}?From=${encodeURIComponent(GATEWAY_FROM)}`,
    texts,
    /** The next requests answer these statuses (e.g. 500, 500: two failures, then 201). */
    answerNext(...statuses: number[]) {
      script.push(...statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
