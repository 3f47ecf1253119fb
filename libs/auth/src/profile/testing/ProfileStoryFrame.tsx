// Stories render inside Storybook's own router (preview.tsx); this adds what the profile reads.
import type { UpdateUserFields, User } from '@rewards/api-contract';
import { useState, type ReactNode } from 'react';
import { AuthTestProviders, testSessionStore, type TestSessionStatus } from '../../testing';
import { profileAuthApi } from './fixtures';

export interface ProfileStoryFrameProps {
  user: User;
  status?: TestSessionStatus;
  onUpdate?: (fields: UpdateUserFields, current: User) => User | Promise<User>;
  updateDelayMs?: number;
  citiesDelayMs?: number;
  children: ReactNode;
}

/** A fake AuthApi and a session store of the story's own, logged in as `user` (via completeLogin). */
export function ProfileStoryFrame({ user, status = 'loggedIn', onUpdate, updateDelayMs, citiesDelayMs, children }: ProfileStoryFrameProps) {
  const [authApi] = useState(() => profileAuthApi({ user, onUpdate, updateDelayMs, citiesDelayMs }));
  const [store] = useState(() => testSessionStore(user, status));
  return (
    <AuthTestProviders authApi={authApi} store={store}>
      {children}
    </AuthTestProviders>
  );
}
