import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeAuthApi, paidMember, sampleCities } from '../profile/testing/fixtures';
import { ProfileProviders, testDeps, testSessionStore } from '../profile/testing/ProfileProviders';
import { Component, createLoader } from './profile';

describe('/profile route module', () => {
  it('renders the profile page for the logged-in member', () => {
    const authApi = fakeAuthApi();
    render(
      <ProfileProviders authApi={authApi} store={testSessionStore(paidMember())}>
        <MemoryRouter initialEntries={['/profile']}>
          <Component />
        </MemoryRouter>
      </ProfileProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByText('Active member')).toBeInTheDocument();
  });

  it('warms the city list without waiting for it', async () => {
    const authApi = fakeAuthApi({ citiesDelayMs: 10_000 });
    const { queryClient, queries } = testDeps(authApi);
    const loader = createLoader({ queryClient, queries, authApi });
    // Resolves at once although the list takes ten seconds.
    expect(await loader({ request: new Request('http://site.test/profile'), params: {}, context: undefined } as never)).toBeNull();
    expect(queryClient.getQueryState(queries.user.cities().queryKey)?.fetchStatus).toBe('fetching');
  });

  it('the warmed list is the API answer', async () => {
    const authApi = fakeAuthApi();
    const { queryClient, queries } = testDeps(authApi);
    await createLoader({ queryClient, queries, authApi })({ request: new Request('http://site.test/profile'), params: {}, context: undefined } as never);
    await expect.poll(() => queryClient.getQueryData(queries.user.cities().queryKey)?.cities).toEqual(sampleCities);
  });
});
