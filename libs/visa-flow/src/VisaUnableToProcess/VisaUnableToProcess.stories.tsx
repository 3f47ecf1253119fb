import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { fakeCardApi } from '../testing/fixtures';
import { VisaProviders } from '../testing/VisaProviders';
import { VisaUnableToProcess } from './VisaUnableToProcess';

function UnableDemo() {
  const [open, setOpen] = useState(true);
  return (
    <VisaProviders cardApi={fakeCardApi()}>
      <VisaUnableToProcess open={open} onOpenChange={setOpen} />
    </VisaProviders>
  );
}

const meta = {
  title: 'Visa flow/Unable to process',
  component: UnableDemo,
} satisfies Meta<typeof UnableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error catalogue's "Visa flow" line, with Download now to the app store link. */
export const UnableToProcess: Story = {
  name: 'Unable to process',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    await expect(within(dialog).getByText(/^We're currently unable to process your request\. Please download the .+ app and try again\.$/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Download now' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  },
};
