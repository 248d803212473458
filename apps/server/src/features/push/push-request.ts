import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { addressProblem, type EndpointRules, endpointProblem } from './endpoint-address';

// The one way a push leaves the server (decision 140): the endpoint checked again right before the send, its
// host resolved once, every address it resolves to checked, and the connection made to the checked address
// (the request's `lookup` answers it), so a DNS answer that changes between the check and the connect (DNS
// rebinding) cannot point the request at this machine or the club's network.

export type LookupHost = (host: string) => Promise<Array<{ address: string; family: number }>>;

/** The system's resolver, as a connection would use it (hosts file included), every address it answers. */
export const systemLookup: LookupHost = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

export class EndpointRefused extends Error {}

/** The address to connect to: the literal, or the first the host resolves to once every one is found public. */
async function checkedAddress(endpoint: URL, rules: EndpointRules, lookupHost: LookupHost) {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await lookupHost(host);
  const [first] = addresses;
  if (!first) throw new EndpointRefused(`${host} has no address`);
  for (const { address } of addresses) {
    const problem = addressProblem(address, rules);
    if (problem) throw new EndpointRefused(`${host} resolves to a non-public address (${problem})`);
  }
  return first;
}

/** POSTs the push to the endpoint at the address checked, and answers the push service's status. */
export async function postToEndpoint(
  endpoint: string,
  request: { headers: Record<string, string>; body: Buffer | null },
  options: { rules: EndpointRules; lookupHost: LookupHost; timeoutMs: number },
): Promise<number> {
  const problem = endpointProblem(endpoint, options.rules);
  if (problem) throw new EndpointRefused(problem);
  const url = new URL(endpoint);
  const pinned = await checkedAddress(url, options.rules, options.lookupHost);
  const body = request.body ?? Buffer.alloc(0);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(body.length) },
        // Node asks for every address (autoSelectFamily) or one: either way, only the checked one.
        lookup: (_host, lookupOptions, callback) => {
          const all = typeof lookupOptions === 'object' && lookupOptions?.all;
          if (all) (callback as (e: null, a: (typeof pinned)[]) => void)(null, [pinned]);
          else callback(null, pinned.address, pinned.family);
        },
        // A fresh connection each time: no pooled socket is reused for a host whose answer was not checked now.
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
