import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('foundation', () => {
  it('answers health and readiness with the database kind', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers malformed JSON with a 400 error body, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', error: 'The request body is not valid JSON' });
    expect(res.body).not.toMatch(/at \w+ \(/); // no stack trace
  });

  it('refuses an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ field: 'email', value: 'x'.repeat(8_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/validate',
      headers: { 'content-type': 'text/plain' },
      payload: 'field=email',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/no-such-thing' });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/validate',
      headers: { origin: 'https://evil.example' },
      payload: { field: 'email', value: 'a@b.co' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_MISMATCH');
  });

  it('sends a strict Content-Security-Policy and nosniff', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tags every response with a request id, keeping a sane one the client sent', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc12345-client' } });
    expect(kept.headers['x-request-id']).toBe('abc12345-client');
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id; drop table' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/ready');
  });
});
