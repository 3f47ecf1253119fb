import { examplePartners } from '@rewards/partner/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCardApi } from '../testing/fixtures';
import { renderVisa } from '../testing/renderVisa';
import { VisaUnableToProcess } from './VisaUnableToProcess';

describe('VisaUnableToProcess', () => {
  it.each([
    ['core', examplePartners.core, 'Prime Rewards'],
    ['shopper', examplePartners.shopper, 'Shopper Rewards'],
  ])('names the %s product and links to the app store', async (_id, partner, brand) => {
    renderVisa(<VisaUnableToProcess open onOpenChange={() => undefined} />, { cardApi: fakeCardApi(), partner });
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(within(dialog).getByText(`We're currently unable to process your request. Please download the ${brand} app and try again.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download now' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.example.rewards');
  });
});
