// Everything the home page reads from context, for tests and stories only: auth's test providers
// over a `testApi()` (the real client and query factories over a fake server), the partner, the
// login popup and the slots.
import type { TestApi } from '@rewards/api-client/testing';
import { LoginPopupProvider, type SessionStore } from '@rewards/auth';
import { AuthTestProviders } from '@rewards/auth/testing';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import type { ReactNode } from 'react';
import { BrowsingSlotsProvider, type BrowsingSlots } from '../../slots';

export interface HomeProvidersProps {
  data: TestApi;
  /** A visitor's session when left out. */
  session?: SessionStore | undefined;
  /** Omit where the partner already comes from around (Storybook's preview). */
  partner?: PartnerConfig;
  slots?: BrowsingSlots | undefined;
  children: ReactNode;
}

/** Must sit inside a router (the login popup reads the location). */
export function HomeProviders({ data, session, partner, slots = {}, children }: HomeProvidersProps) {
  const content = (
    <AuthTestProviders api={data} store={session}>
      <LoginPopupProvider>
        <BrowsingSlotsProvider slots={slots}>{children}</BrowsingSlotsProvider>
      </LoginPopupProvider>
    </AuthTestProviders>
  );
  return partner ? <PartnerProvider partner={partner}>{content}</PartnerProvider> : content;
}
