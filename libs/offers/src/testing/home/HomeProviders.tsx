// Everything the home page reads from context, for tests and stories only: auth's test providers
// over a `testApi()` (the real client and query factories over a fake server), the partner, the
// login popup and the slots.
import type { TestApi } from '@rewards/api-client/testing';
import { LoginPopupProvider, type SessionStore } from '@rewards/auth';
import { AuthTestProviders } from '@rewards/auth/testing';
import { PartnerProvider, usePartner, type PartnerConfig } from '@rewards/partner';
import type { ReactNode } from 'react';
import { BrowsingSlotsProvider, type BrowsingSlots } from '@rewards/platform';

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
      <PartnerLoginPopup>
        <BrowsingSlotsProvider slots={slots}>{children}</BrowsingSlotsProvider>
      </PartnerLoginPopup>
    </AuthTestProviders>
  );
  return partner ? <PartnerProvider partner={partner}>{content}</PartnerProvider> : content;
}

/** The login popup with the partner's variant, as the shell mounts it. */
function PartnerLoginPopup({ children }: { children: ReactNode }) {
  const { loginVariant } = usePartner();
  return <LoginPopupProvider variant={loginVariant}>{children}</LoginPopupProvider>;
}
