// One process for every site, chosen by the request's Host (spec: shopper mode is detected by host;
// more-rewards is its own deployment, served here under its own hosts when one process serves all;
// so is the operator console, `admin`).
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HTTP_TIMEOUTS, serverOptionsFor, type HttpTimeouts } from './timeouts';

export const SITES = ['web', 'shopper', 'more-rewards', 'admin'] as const;
export type Site = (typeof SITES)[number];

/** Hosts that select a co-brand or the console; any other host gets the core site. `shopper.localhost` lets it be tried locally. */
export const DEFAULT_SITE_HOSTS: Record<Exclude<Site, 'web'>, readonly string[]> = {
  shopper: ['shopper.localhost'],
  'more-rewards': ['more-rewards.localhost'],
  admin: ['admin.localhost'],
};

/** A comma-separated host list from a setting (`SHOPPER_HOSTS=rewards.shop.example,shopper.localhost`). */
export function parseHostList(raw: string | undefined, fallback: readonly string[]): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : [...fallback];
}

export type HostMap = Record<Exclude<Site, 'web'>, readonly string[]>;

/** The site a Host header selects: its name without the port, compared case-insensitively. */
export function siteForHost(hostHeader: string | undefined, hosts: HostMap): Site {
  const name = (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const site of ['shopper', 'more-rewards', 'admin'] as const) if (hosts[site].includes(name)) return site;
  return 'web';
}

/**
 * An HTTP server that hands each request to the site its Host selects (each a ready Fastify app),
 * cutting slow clients off by `timeouts` (this server, not the apps', holds the sockets).
 */
export function hostDispatcher(apps: Record<Site, FastifyInstance>, hosts: HostMap, timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS): http.Server {
  return http.createServer(serverOptionsFor(timeouts), (request, response) => apps[siteForHost(request.headers.host, hosts)].routing(request, response));
}
