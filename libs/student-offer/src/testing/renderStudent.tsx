// Renders student offer UI as a page would: auth's page renderer (partner, session, router) with
// the real client over a fake server, a fresh overlay store, and the login popup's provider.
import type { User } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { testApi, type Responder } from '@rewards/api-client/testing';
import { fakeAuthApi, renderWithSession, testSessionStore, type TestSessionStatus } from '@rewards/auth/testing';
import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import type { ReactNode } from 'react';
import { studentServer } from './fixtures';

export interface RenderStudentOptions {
  /** The member; a visitor when left out. */
  user?: User;
  status?: TestSessionStatus;
  /** Answers every call (default: the student calls with no request yet). */
  respond?: Responder;
}

export function renderStudent(ui: ReactNode, { user, status = 'loggedIn', respond = studentServer() }: RenderStudentOptions = {}) {
  const api = testApi(respond, { authApi: fakeAuthApi(user ? { currentUser: async () => user } : {}) });
  const store = testSessionStore(user ?? null, user ? status : status === 'loggingIn' ? 'loggingIn' : 'loggedOut');
  const overlays = createOverlayStore();
  const wrapper = ({ children }: { children: ReactNode }) => <OverlayProvider store={overlays}>{children}</OverlayProvider>;
  const view = renderWithSession(<LoginPopupProvider>{ui}</LoginPopupProvider>, { api, store, wrapper, path: '*' });
  return { ...view, api, overlays, requestsTo: api.requestsTo };
}
