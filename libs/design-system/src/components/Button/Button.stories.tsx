import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Join now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Join now' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View all offers' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Read more' } };

export const Small: Story = { args: { size: 'small', children: 'Copy code' } };

export const Large: Story = { args: { size: 'large', children: 'Start free trial' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Generate code' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Generate code' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', children: 'Pay ₹999' },
};

export const LongLabel: Story = {
  args: { children: 'Activate your complimentary twelve-month dining membership now' },
};

export const AllVariantsAndSizes: Story = {
  name: 'All variants and sizes',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * (buttonSizes.length + 1));
  },
};
