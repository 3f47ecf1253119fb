import { examplePartners } from '@rewards/partner/examples';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCredit } from '../testing/renderCredit';
import { handle } from './creditScoreCheck';

describe('the /creditscorecheck route module', () => {
  it('asks the shell for the usual header and no footer', () => {
    expect(handle).toEqual({ header: 'standard', footer: false });
  });

  it('titles the page with the partner brand and points search engines at one URL', async () => {
    renderCredit({ user: null });
    await waitFor(() => expect(document.title).toBe('Check your credit score | Prime Rewards'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/creditscorecheck$/));
  });

  it("names the co-brand's own brand, never another's", async () => {
    renderCredit({ user: null, partner: examplePartners.shopper });
    expect(await screen.findByText(/free for Shopper Rewards members/)).toBeInTheDocument();
    expect(screen.queryByText(/Prime Rewards/)).toBeNull();
  });
});
