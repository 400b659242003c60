import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is limited under: an IPv4 address as it is (also when written
 * IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one subscriber
 * usually holds a whole /64 and could otherwise rotate through 2⁶⁴ addresses.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').flatMap(dottedToGroups) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/** An embedded dotted IPv4 tail (`::1.2.3.4`) stands for two groups. */
function dottedToGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
