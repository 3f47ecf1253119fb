import { AUTH_MESSAGES } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AddMobileScreen, type AddMobileScreenProps } from './AddMobileScreen';

function Interactive(props: AddMobileScreenProps) {
  const [mobile, setMobile] = useState(props.mobile);
  return (
    <div style={{ maxWidth: 420 }}>
      <AddMobileScreen
        {...props}
        mobile={mobile}
        onMobileChange={(value) => {
          setMobile(value);
          props.onMobileChange(value);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Auth/Login/Add mobile step',
  component: AddMobileScreen,
  render: (args) => <Interactive {...args} />,
  args: { mobile: '', onMobileChange: fn(), pending: false, onSubmit: fn(), onSkip: fn() },
} satisfies Meta<typeof AddMobileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InUse: Story = { name: 'Number in use (auth 429)', args: { mobile: '9876543210', mobileError: AUTH_MESSAGES['429'] } };

export const Blocked: Story = { name: 'Blocked number (auth 432)', args: { mobile: '9876543219', mobileError: AUTH_MESSAGES['432'] } };

export const Sending: Story = { args: { mobile: '9123456780', pending: true } };
