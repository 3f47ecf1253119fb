// The end-to-end run's own servers: ports apart from `npm start`'s (3333, 4200-4203), so `npm test`
// never reuses a developer's running servers or their database. E2E_PORT_OFFSET moves all four (a
// second run beside another on the same machine, e.g. two checkouts): 3533+offset, 4500+offset…, the console 4503+offset.
const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);
export const E2E_PORTS = { api: 3533 + offset, web: 4500 + offset, shopper: 4501 + offset, 'more-rewards': 4502 + offset, admin: 4503 + offset } as const;

/** The operator console of the run (apps/admin), and the core site the console's journeys check against. */
export const CONSOLE_URL = `http://localhost:${E2E_PORTS.admin}`;
export const WEB_URL = `http://localhost:${E2E_PORTS.web}`;

/** The e2e API's own address, for calls that must not go through a site's proxy. */
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
