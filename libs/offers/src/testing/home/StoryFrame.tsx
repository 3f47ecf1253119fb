// Stories render inside Storybook's router and partner (preview.tsx); this adds the real query
// client over a fake server, a session and the login popup, as the home page has in the app.
import { testApi } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { testSessionStore } from '@rewards/auth/testing';
import { Suspense, useState, type ReactNode } from 'react';
import type { BrowsingSlots } from '@rewards/platform';
import { homeServer, type HomeApiAnswers } from './fixtures';
import { HomeProviders } from './HomeProviders';

export interface StoryFrameProps {
  answers?: HomeApiAnswers;
  /** The member; a visitor when left out. */
  user?: User;
  slots?: BrowsingSlots;
  children: ReactNode;
}

export function StoryFrame({ answers, user, slots, children }: StoryFrameProps) {
  const [data] = useState(() => testApi(homeServer(answers)));
  const [session] = useState(() => testSessionStore(user ?? null));
  return (
    <HomeProviders data={data} session={session} slots={slots}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </HomeProviders>
  );
}
