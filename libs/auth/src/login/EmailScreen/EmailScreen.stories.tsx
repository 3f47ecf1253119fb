import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { EmailScreen, emailScreenModes, type EmailScreenProps } from './EmailScreen';

function Interactive(props: EmailScreenProps) {
  const [email, setEmail] = useState(props.email);
  return (
    <div style={{ maxWidth: 420 }}>
      <EmailScreen
        {...props}
        email={email}
        onEmailChange={(value) => {
          setEmail(value);
          props.onEmailChange(value);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Auth/Login/Email step',
  component: EmailScreen,
  render: (args) => <Interactive {...args} />,
  args: { mode: 'complete', email: '', onEmailChange: fn(), pending: false, onSubmit: fn() },
  argTypes: { mode: { control: 'inline-radio', options: emailScreenModes } },
} satisfies Meta<typeof EmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompleteProfile: Story = { name: 'Complete profile (empty)' };

export const Confirm: Story = { name: 'Confirm email', args: { mode: 'confirm', email: 'asha.rao@example.com' } };

export const Invalid: Story = { name: 'Invalid email', args: { email: 'asha@example', emailError: 'Please enter a valid email address' } };

export const Saving: Story = { args: { email: 'asha.rao@example.com', pending: true } };
