import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, webPushSettings } from './config';

describe('configuration', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploadDir).toBe(`${config.dataDir}/uploads`);
  });

  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a URL like postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://club.example/' }).publicUrl).toBe('https://club.example');
  });

  it("takes TRUST_PROXY as the load balancers' addresses or CIDR ranges, and trusts none by default", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses TRUST_PROXY=true (it would hand every per-address limit to the client) and says what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: write the load balancers' addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: each entry must be an IP address/);
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.local' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the VAPID key pair whole or not at all, and finds a subject for push services (decision 140)', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both \(a key pair\) or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://club.example' })).toThrow(/VAPID_SUBJECT/);
    const configured = webPushSettings(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:floor@club.example',
      }),
    );
    expect(configured).toEqual({
      keys: { publicKey, privateKey },
      subject: 'mailto:floor@club.example',
      allowLoopbackEndpoints: false,
    });
    expect(webPushSettings(loadConfig({ PUBLIC_URL: 'https://club.example' })).subject).toBe('https://club.example');
    const local = webPushSettings(loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Club <desk@club.example>' }));
    expect(local).toEqual({ keys: null, subject: 'mailto:desk@club.example', allowLoopbackEndpoints: false });
  });

  it('allows push to this machine only when a test asks for it, and never in production (decision 140)', () => {
    expect(webPushSettings(loadConfig({ NODE_ENV: 'development' })).allowLoopbackEndpoints).toBe(false);
    expect(
      webPushSettings(loadConfig({ NODE_ENV: 'test', WEB_PUSH_ALLOW_LOOPBACK: 'true' })).allowLoopbackEndpoints,
    ).toBe(true);
    expect(() => loadConfig({ WEB_PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/WEB_PUSH_ALLOW_LOOPBACK: a test-only/);
    expect(() => loadConfig({ NODE_ENV: 'test', WEB_PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow(/WEB_PUSH_ALLOW_LOOPBACK/);
  });
});
