import { byPath, errorResponse, ok } from '@rewards/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute';
import { generalTerms, referralTerms } from '../testing/fixtures';
import * as terms from './terms';

const paths = ['/terms-and-conditions', '/terms-and-conditions/:tncName', '/tnc', '/referral-terms-and-conditions', '/referral-terms-and-conditions/:tncName'];

describe('terms page', () => {
  it('shows the title, the en-IN last-updated date, and the sections with headings, paragraphs and lists', async () => {
    renderRoute(terms, { paths, url: '/terms-and-conditions', respond: byPath({ '/c/prime/tnc/general': () => ok(generalTerms) }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated on/)).toHaveTextContent('Last updated on 15 January 2026');
    const usingBenefits = screen.getByRole('region', { name: 'Using benefits' });
    expect(within(usingBenefits).getByText('Each benefit is provided by its partner brand on the partner’s own terms.')).toBeInTheDocument();
    expect(within(usingBenefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(generalTerms.sections[1]!.items);
    expect(screen.getByRole('heading', { level: 2, name: 'Membership' })).toBeInTheDocument();
  });

  it('names the page after the terms and the brand, with one canonical URL for /tnc', async () => {
    renderRoute(terms, { paths, url: '/tnc', respond: byPath({ '/c/prime/tnc/general': () => ok(generalTerms) }) });

    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(document.title).toBe('Terms and Conditions | Prime Rewards');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', generalTerms.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/terms-and-conditions$/);
  });

  it.each([
    ['/terms-and-conditions', '/c/prime/tnc/general'],
    ['/tnc', '/c/prime/tnc/general'],
    ['/terms-and-conditions/visa-offers', '/c/prime/tnc/visa-offers'],
    ['/referral-terms-and-conditions', '/c/prime/tnc/referral'],
    ['/referral-terms-and-conditions/diwali-referral', '/c/prime/tnc/diwali-referral'],
  ])('%s asks for %s', async (url, apiPath) => {
    const { requests } = renderRoute(terms, { paths, url, respond: () => ok(referralTerms) });

    await screen.findByRole('heading', { level: 1, name: 'Referral Terms and Conditions' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([apiPath]);
  });

  it.each([
    ['unknown terms (404)', () => errorResponse(404, '404', 'terms not found')],
    ['a server failure', () => errorResponse(500, 'TP500', 'Something went wrong')],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s sends a visitor who followed a link to /experiantnc, and back returns to the page they came from', async (_name, respond) => {
    const { router } = renderRoute(terms, { paths, url: '/offers', respond: byPath({ '/c/prime/tnc/nothing-here': respond }) });
    await screen.findByText('elsewhere');

    await router.navigate('/terms-and-conditions/nothing-here');

    expect(await screen.findByRole('heading', { name: 'Experian terms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/experiantnc');
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
  });

  it('opened directly, failing terms are replaced by /experiantnc so back never lands on them again', async () => {
    const { router } = renderRoute(terms, { paths, url: '/tnc', history: ['/offers'], respond: () => errorResponse(404, '404', 'terms not found') });

    expect(await screen.findByRole('heading', { name: 'Experian terms' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
  });
});
