// The end-to-end run's own servers: ports apart from `npm start`'s (3333, 4200-4202), so `npm test`
// never reuses a developer's running servers or their database.
export const E2E_PORTS = { api: 3533, web: 4500, shopper: 4501, 'more-rewards': 4502 } as const;

/** The e2e API's own address, for calls that must not go through a site's proxy. */
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
