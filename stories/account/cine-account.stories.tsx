import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-account';
import { elementMeta } from '../element-meta';

// The `<cine-account>` shell on a path no route matches: the polite not-found page.
const meta = {
  title: 'Elements/cine-account',
  ...elementMeta('cine-account', { 'base-path': '/storybook-account' }),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
