import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * The client's address of a request that Fastify does not see (the Socket.IO handshake), as Fastify's
 * `request.ip` would give it with the same TRUST_PROXY (proxy-addr's rule): walking back from the
 * connection through X-Forwarded-For, the first address that is not a trusted load balancer. So the
 * per-address limits count a socket and an HTTP request from one client together.
 */
export function clientAddressOf(trustProxy: readonly string[]): (request: IncomingMessage) => string {
  const trusted = new net.BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const isTrusted = (address: string) => {
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    return family !== null && trusted.check(address, family);
  };
  return (request) => {
    const connection = request.socket.remoteAddress ?? '';
    if (trustProxy.length === 0) return connection;
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse();
    let address = connection;
    for (const next of forwarded) {
      if (!isTrusted(address)) return address;
      address = next;
    }
    return address;
  };
}
