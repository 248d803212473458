import net from 'node:net';

// Which push endpoints the server may post to (decision 140): a subscription's endpoint is a URL a player's
// browser hands us, so without a check a player could make the server post to its own machine, the club's
// network or a cloud's metadata service (169.254.169.254). Pure functions over strings: no DNS, no I/O.

/** Why an address is not a public one; 'public' when the server may connect to it. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared (CGNAT)'
  | 'unique-local'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

type Range = [base: string, bits: number, kind: Exclude<AddressKind, 'public'>];

// IANA's special-purpose registries (RFC 6890 and its updates): everything that is not a host on the internet.
const IPV4_RANGES: Range[] = [
  ['169.254.169.254', 32, 'metadata'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];
const IPV6_RANGES: Range[] = [
  // AWS's metadata service on IPv6 (inside fc00::/7, named for the message).
  ['fd00:ec2::254', 128, 'metadata'],
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'reserved'],
  ['100::', 64, 'reserved'],
  ['2001::', 23, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'reserved'],
  ['ff00::', 8, 'multicast'],
];

function rangesOf(ranges: Range[], family: 'ipv4' | 'ipv6') {
  return ranges.map(([base, bits, kind]) => {
    const list = new net.BlockList();
    list.addSubnet(base, bits, family);
    return { list, kind };
  });
}
const V4 = rangesOf(IPV4_RANGES, 'ipv4');
const V6 = rangesOf(IPV6_RANGES, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 one carries, where a packet to it reaches that IPv4 host: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = (...values: Array<number | undefined>) => values.every((value) => value === 0);
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return ipv4Of(g6, g7);
  if (zeros(g0, g1, g2, g3, g4, g5) && (g6 !== 0 || g7 > 1)) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0);
  return null;
}

/** What kind of address this is; anything that is not an IP address at all is 'reserved' (never connected to). */
export function classifyAddress(input: string): AddressKind {
  const address = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(address);
  if (family === 4) return V4.find((range) => range.list.check(address, 'ipv4'))?.kind ?? 'public';
  if (family !== 6) return 'reserved';
  const inner = embeddedIpv4(ipv6Groups(address));
  if (inner !== null) return classifyAddress(inner);
  return V6.find((range) => range.list.check(address, 'ipv6'))?.kind ?? 'public';
}

/** Names that mean this machine or a private network whatever DNS says (RFC 6761, RFC 6762, cloud metadata). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/;

export interface EndpointRules {
  /** Loopback addresses (and plain http to them) allowed: a test's push service on 127.0.0.1 only. */
  allowLoopback: boolean;
}

/** Why the server will not connect to this address, or null when it may. */
export function addressProblem(address: string, rules: EndpointRules): string | null {
  const kind = classifyAddress(address);
  if (kind === 'public' || (kind === 'loopback' && rules.allowLoopback)) return null;
  return `endpoint must be a public address: ${address} is ${kind}`;
}

/**
 * Why this endpoint is refused before any DNS lookup, or null: https only, and a host that is not a non-public
 * address literal (in any of the forms the URL parser reads: 2130706433, 0x7f.1, [::ffff:127.0.0.1]) nor a
 * local name. Names are checked again once resolved, right before each send (`push-connect.ts`).
 */
export function endpointProblem(endpoint: string, rules: EndpointRules): string | null {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || url.username || url.password) return 'endpoint must be the https URL of the browser’s push service';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const isLiteral = net.isIP(host) !== 0;
  const isLoopback = isLiteral ? classifyAddress(host) === 'loopback' : host === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowLoopback && isLoopback)) {
    return 'endpoint must be the https URL of the browser’s push service';
  }
  if (isLiteral) return addressProblem(host, rules);
  if (host === 'localhost' && rules.allowLoopback) return null;
  if (!host.includes('.') || LOCAL_NAME.test(host)) return `endpoint must be a public address: ${host} is a local name`;
  return null;
}
