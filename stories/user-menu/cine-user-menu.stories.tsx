import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/cine-user-menu';
import { $session, decodeUser } from '../../src/stores/session-state';
import { elementMeta } from '../element-meta';

// A readable unsigned token for Léa Muller that expires in 2100: stories never call the API.
const claims = {
  sub: 'demo-ch',
  email: 'demo.ch@cine.test',
  given_name: 'Léa',
  family_name: 'Muller',
  exp: 4102444800,
};
const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${part({ alg: 'none' })}.${part(claims)}.sig`;

const signIn = () => {
  $session.set({ token, user: decodeUser(token) });
};

// `<cine-user-menu>` for marketing headers: signed out, signed in, and with its menu open.
const meta = {
  title: 'Elements/cine-user-menu',
  ...elementMeta('cine-user-menu'),
  beforeEach: () => {
    $session.set({});
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedIn: Story = { beforeEach: signIn };

export const Open: Story = {
  beforeEach: signIn,
  play: async ({ canvasElement }) => {
    // r2wc renders asynchronously: wait for the chip inside the shadow root.
    const button = await waitFor(() => {
      const found = canvasElement.querySelector('cine-user-menu')?.shadowRoot?.querySelector('button');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    const root = button.getRootNode() as unknown as HTMLElement;
    await userEvent.click(button);
    await expect(within(root).getByRole('link', { name: /e-tickets/i })).toBeVisible();
  },
};
