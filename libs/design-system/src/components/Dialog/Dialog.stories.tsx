import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextInput } from '../TextInput/TextInput';
import { Dialog, type DialogProps } from './Dialog';
import { dialogSizes } from './Dialog.css';

/** Owns the open state like a real screen, with a trigger to reopen it, and reports changes. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const [mobile, setMobile] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign in</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      >
        {props.children ?? (
          <>
            <TextInput label="Mobile number" type="numeric" maxLength={10} value={mobile} onChange={setMobile} placeholder="Enter your mobile number" />
            <Button fullWidth onClick={() => setOpen(false)}>
              JOIN NOW
            </Button>
          </>
        )}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: { open: false, title: 'Login', onOpenChange: fn(), children: undefined },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes }, children: { control: false } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from a trigger; focus moves in, Escape closes it and focus returns to the trigger. */
export const OpensAndCloses: Story = {
  name: 'Opens, traps focus, closes with Escape',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true, description: 'Use the mobile number you shop with.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await expect(dialog).toHaveAccessibleDescription('Use the mobile number you shop with.');
    // Once the enter animation (350 ms) has run.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** A step the member must finish: no close button; Escape and clicks outside do nothing. */
export const NotDismissable: Story = {
  name: 'Not dismissable',
  args: { open: true, dismissable: false, title: 'Tell us your name' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tell us your name' });
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { open: true, size: 'small', title: 'Captcha' } };

export const Large: Story = { args: { open: true, size: 'large', title: 'Payment offers' } };

export const LongContent: Story = {
  name: 'Long content scrolls inside',
  args: {
    open: true,
    title: 'Terms & Conditions',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            {index + 1}. The membership is personal and cannot be transferred. Offers are subject to availability at partner outlets and may change
            without notice.
          </p>
        ))}
      </div>
    ),
  },
};
