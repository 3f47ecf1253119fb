import { jsonResponse, testApi, type Responder } from '@rewards/api-client/testing';
import type { SessionStore } from '@rewards/auth';
import { testSessionStore } from '@rewards/auth/testing';
import { createOverlayStore, type OverlayStore } from '@rewards/platform';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { createOverloadStore, type OverloadStore } from '../failure/overload';
import { buildRoutes } from '../routing/buildRoutes';
import type { RegistryEntry } from '../routing/registry';

export const corePartner = examplePartners.core;
export const shopperPartner = examplePartners.shopper;

/**
 * Canned API answers by path (`/c/prime/layout`): a JSON body, or a function making the whole
 * response (a 429); any other call fails as if offline.
 */
export type FakeApi = Record<string, unknown>;

/** An answer with a status of its own, for a `FakeApi` entry. */
export function answerWith(status: number, body: unknown = {}) {
  return () => jsonResponse(status, body);
}

function answering(answers: FakeApi): Responder {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!(pathname in answers)) throw new Error('offline in tests');
    const answer = answers[pathname];
    return typeof answer === 'function' ? (answer as () => Response)() : jsonResponse(200, answer);
  };
}

/**
 * Renders the shell's real route tree in memory. The API client answers only the given paths
 * (by default none: the frame's layout query fails quietly, which the frame must survive) and
 * routes under test come from the given registry.
 */
export function renderApp(
  path: InitialEntry,
  {
    partner = corePartner,
    registry,
    session = testSessionStore(),
    api: answers = {},
    overload = createOverloadStore(),
    overlays = createOverlayStore(),
  }: { partner?: PartnerConfig; registry: RegistryEntry[]; session?: SessionStore; api?: FakeApi; overload?: OverloadStore; overlays?: OverlayStore },
) {
  // Wired as startApp wires it: any 429 answer sets the overload flag.
  const deps = testApi(answering(answers), { channel: partner.channel, onOverload: () => overload.mark() });
  const router = createMemoryRouter(buildRoutes(partner, deps, registry), { initialEntries: [path] });
  const view = render(<AppProviders partner={partner} deps={deps} session={session} router={router} overload={overload} overlays={overlays} />);
  return { ...view, router, session, overload, overlays };
}
