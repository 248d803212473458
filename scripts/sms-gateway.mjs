// A local SMS gateway speaking Twilio's Messages API (decision 141), for the integration tests and the browser
// tests (scripts/e2e.mjs starts one for the shared server): it checks the basic auth and the form's fields,
// records each text (and appends it as a JSON line to `file` when given), and answers as the test scripts it.
import fs from 'node:fs';
import http from 'node:http';

const GATEWAY_ACCOUNT = 'AC00000000000000000000000000000001';
const GATEWAY_TOKEN = 'test-auth-token';
const GATEWAY_FROM = '+15005550006';

export async function startSmsGateway(options = {}) {
  const { file } = options;
  if (file) fs.writeFileSync(file, '');
  const texts = [];
  /** The statuses the next requests get, in order; 201 once they run out. */
  const script = [];
  let sequence = 0;
  const expectedAuth = `Basic ${Buffer.from(`${GATEWAY_ACCOUNT}:${GATEWAY_TOKEN}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${GATEWAY_ACCOUNT}/Messages.json`;
  const record = (text) => {
    texts.push(text);
    if (file) fs.appendFileSync(file, `${JSON.stringify({ ...text, at: Date.now() })}\n`);
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const answer = (status, body) => {
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
        record({ ...text, status: 400 });
        return answer(400, { code: 21211, message: `The 'To' number ${text.to} is not valid`, status: 400 });
      }
      const status = script.shift() ?? 201;
      record({ ...text, status });
      if (status === 201) {
        sequence++;
        return answer(201, { sid: `SM${String(sequence).padStart(32, '0')}`, status: 'queued', to: text.to });
      }
      if (status === 400) {
        return answer(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status });
      }
      return answer(status, { message: 'Service unavailable', status });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://${GATEWAY_ACCOUNT}:${GATEWAY_TOKEN}@127.0.0.1:${port}${path}?From=${encodeURIComponent(GATEWAY_FROM)}`,
    texts,
    answerNext(...statuses) {
      script.push(...statuses);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
