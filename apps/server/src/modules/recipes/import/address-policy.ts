/**
 * Which network addresses recipe import may connect to: public unicast addresses only. Everything a server should
 * never be made to visit on a stranger's behalf is refused — loopback, RFC 1918 private, carrier-grade NAT,
 * link-local, unique-local, multicast, unspecified, broadcast, documentation and reserved ranges, cloud metadata
 * endpoints — including the IPv6 spellings that carry one of those IPv4 addresses inside (IPv4-mapped
 * `::ffff:127.0.0.1`, IPv4-compatible `::7f00:1`, NAT64 `64:ff9b::a00:1`, 6to4 `2002:7f00:1::`).
 *
 * A self-hoster may allow networks of their own (IMPORT_ALLOW_NETWORKS, e.g. an intranet recipe server); metadata
 * endpoints stay refused even then, since nothing good is served there and credentials are.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Cloud instance-metadata endpoints (AWS, GCP, Azure, Oracle, Alibaba, ECS tasks), refused whatever is allowed. */
const METADATA_ADDRESSES = [
  '169.254.169.254',
  '169.254.170.2',
  '168.63.129.16',
  '192.0.0.192',
  '100.100.100.200',
  'fd00:ec2::254',
].map((text) => ipaddr.parse(text).toNormalizedString());

export class AddressPolicy {
  private readonly allowed: Array<[Address, number]>;

  /** @param allowNetworks CIDRs (or single addresses) that are allowed although not public. */
  constructor(allowNetworks: readonly string[] = []) {
    this.allowed = allowNetworks.map(parseNetwork);
  }

  /**
   * True when recipe import may connect to `text` (an IP address, as a socket or `dns.lookup` gives it).
   * Anything that does not parse as an address is refused.
   */
  permits(text: string): boolean {
    const address = parseAddress(text);
    if (!address) return false;
    const plain = unwrapMapped(address);
    if (METADATA_ADDRESSES.includes(plain.toNormalizedString())) return false;
    if (this.allowed.some(([network, bits]) => network.kind() === plain.kind() && plain.match(network, bits))) {
      return true;
    }
    return isPublic(plain);
  }
}

/**
 * A CIDR (`10.1.0.0/16`, `fd12::/48`) or a single address as [network, prefix]; throws on anything else.
 *
 * @example parseNetwork('127.0.0.1') // [127.0.0.1, 32]
 */
export function parseNetwork(text: string): [Address, number] {
  const trimmed = text.trim();
  if (ipaddr.isValidCIDR(trimmed)) {
    const [network, bits] = ipaddr.parseCIDR(trimmed);
    return [unwrapMapped(network), network.kind() === 'ipv6' && isMappedV6(network) ? Math.max(0, bits - 96) : bits];
  }
  if (ipaddr.isValid(trimmed)) {
    const address = unwrapMapped(ipaddr.parse(trimmed));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  throw new Error(`"${trimmed}" is not an address or network`);
}

function parseAddress(text: string): Address | undefined {
  // Sockets may report a scoped IPv6 address (fe80::1%eth0); the scope does not change what the address is.
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // Only the standard four-part dotted form for IPv4: sockets and resolvers never give another, and ipaddr.js
  // would otherwise read "0x7f.1" or "2130706433" in its own way.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return undefined;
}

function isMappedV6(address: Address): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
}

/** `::ffff:a.b.c.d` is the IPv4 address a.b.c.d on a dual-stack socket: judge it as that. */
function unwrapMapped(address: Address): Address {
  return isMappedV6(address) ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

function isPublic(address: Address): boolean {
  if (address.kind() === 'ipv4') return (address as ipaddr.IPv4).range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  const embedded = embeddedIPv4(v6, range);
  if (embedded === null) return false;
  if (embedded) return isPublic(embedded);
  return range === 'unicast';
}

/**
 * The IPv4 address an IPv6 form carries, when the form is one that reaches that IPv4 address; null for a form
 * refused outright; undefined when the address carries none.
 */
function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null | undefined {
  const p = address.parts;
  const low32 = () => new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
  // IPv4-compatible ::a.b.c.d (deprecated, never a real web server) — but not :: and ::1, judged by their range.
  if (p.slice(0, 6).every((part) => part === 0) && range !== 'unspecified' && range !== 'loopback') return null;
  // SIIT ::ffff:0:a.b.c.d and the well-known NAT64 prefix 64:ff9b::/96 translate to a.b.c.d.
  if (range === 'rfc6145') return low32();
  if (range === 'rfc6052') return p[2] === 0 ? low32() : null; // 64:ff9b:1::/48 is for local use only
  // 6to4 2002:AABB:CCDD:: is relayed to AA.BB.CC.DD.
  if (range === '6to4') return new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]);
  // Teredo hides its server and client addresses; web servers are not found behind it.
  if (range === 'teredo') return null;
  return undefined;
}
