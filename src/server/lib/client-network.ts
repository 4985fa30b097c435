import ipaddr from 'ipaddr.js';

/**
 * The network a request comes from, as every attempt limit counts it (decision 211): an IPv4
 * address is itself; an IPv6 address is its /64, because a home or phone line gets a whole /64
 * and can pick a new address in it for every try (a 4-digit PIN fell in 92 tries that way). An
 * IPv4 address written as IPv6 (::ffff:a.b.c.d) counts as the IPv4 one. Anything unparseable is
 * kept as it is.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
