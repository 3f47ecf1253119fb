import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SuccessScreen } from './SuccessScreen';

const meta = {
  title: 'Auth/Login/Payment success screen',
  component: SuccessScreen,
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <SuccessScreen {...args} />
    </div>
  ),
  args: { onContinue: fn() },
} satisfies Meta<typeof SuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
