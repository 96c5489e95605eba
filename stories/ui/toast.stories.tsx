import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastList } from '../../src/ui/toast-list';

const meta = {
  title: 'UI/Toasts',
  component: ToastList,
  args: { onDismiss: fn() },
} satisfies Meta<typeof ToastList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  args: {
    toasts: [
      { id: 1, kind: 'success', title: '_.Success', message: '_.UpdateSuccessful' },
      { id: 2, kind: 'info', title: 'Toast.Info', message: 'Offline.Message' },
      { id: 3, kind: 'warning', title: 'Toast.Warning', message: 'Offline.Message' },
      { id: 4, kind: 'error', title: 'Toast.Error', message: '_.LogoutError' },
    ],
  },
};

export const Empty: Story = { args: { toasts: [] } };
