// /login and the social login: the buttons under the mobile entry on the core site only, the
// spec's message when the callback failed, and the wait while its session is restored.
import { examplePartners } from '@rewards/partner/examples';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as LoginRoute } from '../../routes/login';
import { fakeAuthApi, renderWithSession } from '../../testing';
import { SOCIAL_LOGIN_FAILED_MESSAGE } from '../SocialLoginButtons';

const render = (route: string, partner = examplePartners.core) => renderWithSession(<LoginRoute />, { authApi: fakeAuthApi(), route, path: '/login', partner });

describe('/login with social login', () => {
  it('offers Google and Facebook under the mobile entry on the core site', () => {
    render('/login');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/nc/um/social/v1/google/start');
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', '/nc/um/social/v1/facebook/start');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['shopper', 'more-rewards'] as const)('offers none on the %s co-brand, whose rules key off the mobile', (partner) => {
    render('/login', examplePartners[partner]);
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('says the spec\'s message when the social login failed', () => {
    render('/login?social=failed');
    expect(screen.getByRole('alert')).toHaveTextContent(SOCIAL_LOGIN_FAILED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('says it is signing in while the session from a social login is restored', () => {
    render('/login?social=done');
    expect(screen.getByText('Signing you in…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the TRIAL origin when the login was opened for the free trial', () => {
    renderWithSession(<LoginRoute />, { authApi: fakeAuthApi(), route: { pathname: '/login', state: { origin: 'TRIAL' } }, path: '/login', partner: examplePartners.core });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/nc/um/social/v1/google/start?origin=TRIAL');
  });
});
