import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { memberSession } from '../testing/shellFixtures';
import { routeRegistry } from './sites/core';

// The core site's real registry entries for the credit-score check and the bureau's terms.
const registry = [...routeRegistry];

const bureauTerms = {
  success: true,
  data: { name: 'experiantnc', title: 'Experian terms', description: 'The credit bureau terms.', updatedOn: '2026-10-01', sections: [{ heading: null, paragraphs: ['These terms apply to the credit check.'], items: [] }] },
};

describe('/creditscorecheck on the core site', () => {
  it('shows the credit-score check with the header and without the footer (spec §2 Footer)', async () => {
    renderApp('/creditscorecheck', { registry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your credit score' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('is open to members too, still without the footer', async () => {
    renderApp('/creditscorecheck', { registry, session: memberSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your credit score' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['/experiantnc', '/experianTNC'])('%s is the bureau terms page it links to (paths match whatever their case), with the footer', async (path) => {
    renderApp(path, { registry, api: { '/c/prime/page/experiantnc': bureauTerms } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Experian terms' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
