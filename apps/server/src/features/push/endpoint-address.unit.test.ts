import { describe, expect, it } from 'vitest';
import { addressProblem, classifyAddress, endpointProblem } from './endpoint-address';

const strict = { allowLoopback: false };
const testing = { allowLoopback: true };

describe('the kind of an address (decision 140)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    // IPv6 forms that carry an IPv4 address reach that host: judged by it.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['8.8.8.8', 'public'],
    ['142.250.180.10', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['2607:f8b0:4004:c07::5f', 'public'],
    ['2a00:1450:4001:82b::200a', 'public'],
    ['not-an-address', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('lets a test connect to loopback only when allowed, and to private or metadata addresses never', () => {
    expect(addressProblem('127.0.0.1', strict)).toBe('endpoint must be a public address: 127.0.0.1 is loopback');
    expect(addressProblem('127.0.0.1', testing)).toBeNull();
    expect(addressProblem('::1', testing)).toBeNull();
    expect(addressProblem('169.254.169.254', testing)).toContain('is metadata');
    expect(addressProblem('192.168.0.1', testing)).toContain('is private');
    expect(addressProblem('8.8.8.8', strict)).toBeNull();
  });
});

describe('an endpoint as stored, before DNS', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', null],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', null],
    ['https://web.push.apple.com/QGx', null],
    ['https://8.8.8.8/push', null],
    ['https://[2607:f8b0:4004:c07::5f]/push', null],
    ['http://fcm.googleapis.com/fcm/send/abc', 'https URL'],
    ['ftp://fcm.googleapis.com/x', 'https URL'],
    ['https://user:pass@fcm.googleapis.com/x', 'https URL'],
    ['https://127.0.0.1/push', '127.0.0.1 is loopback'],
    ['https://localhost/push', 'localhost is a local name'],
    ['https://LOCALHOST./push', 'localhost is a local name'],
    ['https://push.localhost/push', 'is a local name'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'is a local name'],
    ['https://printer.local/x', 'is a local name'],
    ['https://intranet/x', 'intranet is a local name'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is metadata'],
    ['https://10.0.0.5:8443/push', '10.0.0.5 is private'],
    ['https://100.100.100.200/latest', 'is shared (CGNAT)'],
    ['https://[fd00:ec2::254]/latest', 'is metadata'],
    ['https://[fe80::1]/x', 'is link-local'],
    ['https://[::1]/x', 'is loopback'],
    // Numeric forms the URL parser reads as 127.0.0.1 or 169.254.169.254.
    ['https://2130706433/push', '127.0.0.1 is loopback'],
    ['https://0x7f000001/push', '127.0.0.1 is loopback'],
    ['https://0177.0.0.1/push', '127.0.0.1 is loopback'],
    ['https://127.1/push', '127.0.0.1 is loopback'],
    ['https://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254 is metadata'],
    ['https://2852039166/', '169.254.169.254 is metadata'],
    ['https://[::ffff:127.0.0.1]/push', 'is loopback'],
    ['https://[::ffff:a9fe:a9fe]/', 'is metadata'],
    ['https://[0:0:0:0:0:ffff:10.0.0.1]/', 'is private'],
  ])('%s', (endpoint, words) => {
    const problem = endpointProblem(endpoint, strict);
    if (words === null) expect(problem).toBeNull();
    else expect(problem).toContain(words);
  });

  it('with the test-only allowance takes this machine (plain http too) and still nothing private', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/a', testing)).toBeNull();
    expect(endpointProblem('http://localhost:4000/push/a', testing)).toBeNull();
    expect(endpointProblem('http://[::1]:4000/push/a', testing)).toBeNull();
    expect(endpointProblem('https://127.0.0.1/push/a', testing)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4000/push/a', strict)).toContain('https URL');
    expect(endpointProblem('http://10.0.0.1/push', testing)).toContain('https URL');
    expect(endpointProblem('https://10.0.0.1/push', testing)).toContain('is private');
    expect(endpointProblem('https://169.254.169.254/', testing)).toContain('is metadata');
    expect(endpointProblem('http://push.example.com/x', testing)).toContain('https URL');
  });
});
