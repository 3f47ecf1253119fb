// The address a request's per-address limits and locks count against. An IPv4 address is one
// subscriber's, but an IPv6 subscriber is given a whole network (a /64 by convention, often a /56 or
// /48), and any address in it is theirs to use: keyed on the full address, one phone could rotate
// through 2^64 fresh allowances. So IPv6 addresses are keyed by their network (the prefix length is
// IPV6_LIMIT_PREFIX_LENGTH), written as its first address (`2001:db8:1:2::`, still a valid address
// for anything that expects one). IPv4 addresses, and IPv4 addresses seen as IPv4-mapped IPv6
// (`::ffff:203.0.113.7`, a dual-stack socket's view of an IPv4 client), stay one key per address.
//
// This is the one place the key is derived: handlers pass `request.addressKey` wherever the client's
// address keys a limit or an advisory lock; logs keep the full `request.ip`.
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address as limits and locks key it (see addressLimitKey). */
    readonly addressKey: string;
  }
}

export const DEFAULT_IPV6_LIMIT_PREFIX_LENGTH = 64;

/**
 * The limit key of a client address: IPv4 (mapped or not) as the dotted address, IPv6 as the first
 * address of its `/ipv6PrefixLength` network. Anything that is not an IP address (a test's or a
 * socket's placeholder) is its own key.
 */
export function addressLimitKey(address: string, ipv6PrefixLength: number): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 comes back as IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${ipv6PrefixLength}`);
  return network.toString();
}

/** Decorates every request with `addressKey`, computed from `request.ip` (which honours TRUST_PROXY). */
export function registerAddressKey(app: FastifyInstance, ipv6PrefixLength: number): void {
  app.decorateRequest('addressKey', {
    getter() {
      return addressLimitKey(this.ip, ipv6PrefixLength);
    },
  });
}
