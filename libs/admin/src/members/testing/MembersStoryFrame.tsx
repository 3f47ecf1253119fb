// The members section in a story: the console's providers over a fake server (the same client
// middleware and query cache as the app), inside the router Storybook's preview gives each story.
// For stories only.
import { fakeFetch, TEST_BASE_URL, type Responder } from '@rewards/api-client/testing';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConsoleProviders } from '../../shell/ConsoleApp';
import { createConsoleClient, createConsoleQueryClient } from '../../shell/consoleClient';
import { createConsoleSignals } from '../../shell/signals';
import MembersSection from '../MembersSection';

export function MembersStoryFrame({ respond }: { respond: Responder }) {
  const [wiring] = useState(() => {
    const signals = createConsoleSignals();
    return {
      signals,
      client: createConsoleClient(signals, { baseUrl: TEST_BASE_URL, fetch: fakeFetch(respond).fetch, readCookies: () => '' }),
      queryClient: createConsoleQueryClient(signals, { retry: false }),
    };
  });
  return (
    <ConsoleProviders {...wiring}>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/members/*" element={<MembersSection />} />
        </Routes>
      </main>
    </ConsoleProviders>
  );
}
