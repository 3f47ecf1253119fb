import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Auth/Login/Error screen',
  component: ErrorScreen,
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ErrorScreen {...args} />
    </div>
  ),
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
