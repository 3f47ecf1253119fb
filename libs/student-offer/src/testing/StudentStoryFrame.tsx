// Stories render inside Storybook's own router and partner (preview.tsx); this adds what the
// student offer reads: the real client over a fake server, a session, an overlay store of the
// story's own (opened on `student_offer_modal` when asked) and the login popup's provider.
import type { Responder } from '@rewards/api-client/testing';
import { testApi } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { AuthTestProviders, fakeAuthApi, testSessionStore } from '@rewards/auth/testing';
import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import { useState, type ReactNode } from 'react';
import { studentServer } from './fixtures';

export interface StudentStoryFrameProps {
  /** The member; `null` for a visitor. */
  user?: User | null;
  /** Answers the calls (default: the student calls, no request yet, a submit recorded). */
  respond?: Responder;
  /** Starts with `student_offer_modal` open, as the offer page's button leaves it. */
  modalOpen?: boolean;
  children: ReactNode;
}

export function StudentStoryFrame({ user = null, respond = studentServer(), modalOpen = false, children }: StudentStoryFrameProps) {
  const [api] = useState(() => testApi(respond, { authApi: fakeAuthApi(user ? { currentUser: async () => user } : {}) }));
  const [session] = useState(() => testSessionStore(user));
  const [overlays] = useState(() => {
    const store = createOverlayStore();
    if (modalOpen) store.open('student_offer_modal');
    return store;
  });
  return (
    <AuthTestProviders api={api} store={session}>
      <OverlayProvider store={overlays}>
        <LoginPopupProvider>{children}</LoginPopupProvider>
      </OverlayProvider>
    </AuthTestProviders>
  );
}
