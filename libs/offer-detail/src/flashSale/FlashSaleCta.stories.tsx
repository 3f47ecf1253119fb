import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlashSaleCta } from './FlashSaleCta';
import { FLASH_SALE_STATES, type FlashSaleState } from './flashSaleState';
import { flashSaleIn } from './testing';

const now = Date.now();

const meta = {
  title: 'Offers/Exclusives/FlashSaleCta',
  component: FlashSaleCta,
  args: { flashSale: flashSaleIn('ACTIVE', now), onAct: fn(), actLabel: 'BOOK NOW', pending: false },
  argTypes: { flashSale: { control: 'object' } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof FlashSaleCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state's story: the sale in that state, its headline (the live region) and its button. */
const inState = (state: FlashSaleState, headline: RegExp, button: string, acts: boolean): Story => ({
  args: { flashSale: flashSaleIn(state, now) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(headline);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', state);
    const action = canvas.getByRole('button', { name: button });
    if (acts) {
      await userEvent.click(action);
      await expect(args.onAct).toHaveBeenCalled();
    } else {
      await expect(action).toBeDisabled();
    }
  },
});

/** More than 24 h before the start: the opening date, nothing to press yet. */
export const ComingSoon = inState('COMING_SOON', /^Coming soon$/, 'COMING SOON', false);
/** The last 24 h before the start: a countdown, ticking every second. */
export const PreBuzz = inState('PRE_BUZZ', /^Sale starts soon$/, 'STARTS SOON', false);
/** On sale with plenty left. */
export const Active = inState('ACTIVE', /^Sale is live$/, 'BOOK NOW', true);
/** On sale, stock low (at most 5 or 10% of the total): 'Only N left'. */
export const ActiveInventory = inState('ACTIVE_INVENTORY', /^Only 3 left$/, 'BOOK NOW', true);
/** The last hour of the sale: a countdown to the end. */
export const AboutToExpire = inState('ABOUT_TO_EXPIRE', /^Ending soon$/, 'BOOK NOW', true);
/** Live but nothing left. */
export const OutOfStock = inState('OUT_OF_STOCK', /^Sold out$/, 'SOLD OUT', false);
/** Sold out, and the member's last attempt failed: the server's message. */
export const OutOfStockWithError = inState('OUT_OF_STOCK_WITH_ERROR', /^Sold out before your booking went through$/, 'SOLD OUT', false);
/** After the end. */
export const Expired = inState('EXPIRED', /^Sale ended$/, 'SALE ENDED', false);
/** Ended, and the member's last attempt failed: the server's message. */
export const ExpiredWithError = inState('EXPIRED_WITH_ERROR', /^The sale ended before your booking went through$/, 'SALE ENDED', false);

/** The action under way: the button says so and ignores clicks. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'PLEASE WAIT' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every state side by side, for design review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {FLASH_SALE_STATES.map((state) => (
        <FlashSaleCta key={state} {...args} flashSale={flashSaleIn(state, now)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(FLASH_SALE_STATES.length);
  },
};
