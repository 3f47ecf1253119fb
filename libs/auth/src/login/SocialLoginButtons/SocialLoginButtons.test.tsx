import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socialLoginReturn, socialLoginStartPath, SOCIAL_LOGIN_FAILED_MESSAGE } from './socialLogin';
import { SocialLoginButtons } from './SocialLoginButtons';

describe('SocialLoginButtons', () => {
  it('links each provider to its start, as a full-page navigation', () => {
    render(<SocialLoginButtons />);
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/nc/um/social/v1/google/start');
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', '/nc/um/social/v1/facebook/start');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the spec\'s message after a failed social login, describing the options', () => {
    render(<SocialLoginButtons failed />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong. Please try a different login option');
    expect(screen.getByRole('list', { name: 'Other login options' })).toHaveAttribute('aria-describedby', alert.id);
  });
});

describe('social login rules', () => {
  it.each([
    ['google', 'LOGIN', '/nc/um/social/v1/google/start'],
    ['facebook', 'LOGIN', '/nc/um/social/v1/facebook/start'],
    ['google', 'TRIAL', '/nc/um/social/v1/google/start?origin=TRIAL'],
  ] as const)('%s from %s starts at %s', (provider, origin, path) => {
    expect(socialLoginStartPath(provider, origin)).toBe(path);
  });

  it.each([
    ['?social=done', 'done'],
    ['?social=failed', 'failed'],
    ['?social=other', undefined],
    ['', undefined],
    ['?mobile=9876543210&social=failed', 'failed'],
  ] as const)('%s reads as %s', (search, expected) => {
    expect(socialLoginReturn(search)).toBe(expected);
  });

  it('the message is the spec\'s', () => {
    expect(SOCIAL_LOGIN_FAILED_MESSAGE).toBe('Oops! Something went wrong. Please try a different login option');
  });
});
