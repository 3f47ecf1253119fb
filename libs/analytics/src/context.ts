// The common payload from what the shell knows: partner, session, attribution.
import type { CommonPayload, LoginState } from './catalogue';

import { savingsBucket } from './savingsBucket';

export interface ViewerInput {
  site: string;
  channel: string;
  /** The session: status, loginType and the member's record (when logged in). */
  status: 'loggedOut' | 'loggingIn' | 'loggedIn';
  loginType: string | undefined;
  hasToken: boolean;
  user: { ssoId: string; primeProfile: CommonPayload['primeProfile']; totalSavings: number | null } | undefined;
  ftpSource: string | null;
}

/** A GUEST session (may pay, not a member) is GUEST; a member is LOGGED_IN; anyone else LOGGED_OUT. */
export function loginStateOf(input: Pick<ViewerInput, 'status' | 'loginType' | 'hasToken'>): LoginState {
  if (input.hasToken && input.loginType === 'GUEST') return 'GUEST';
  return input.status === 'loggedIn' ? 'LOGGED_IN' : 'LOGGED_OUT';
}

export function commonPayload(input: ViewerInput): CommonPayload {
  const loginState = loginStateOf(input);
  const member = loginState === 'LOGGED_IN' ? input.user : undefined;
  return {
    site: input.site,
    channel: input.channel,
    loginState,
    primeProfile: member?.primeProfile ?? null,
    savingsBucket: savingsBucket(member?.totalSavings),
    ftpSource: input.ftpSource,
    memberId: member?.ssoId ?? null,
  };
}
