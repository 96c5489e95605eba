import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-contact';
import { $articleSearch, $contact, $helpArticles } from '../../src/stores/contact';
import { $session, decodeUser } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { makeJwt, settingsFixture } from '../../src/stores/test-fixtures';

const articles = [
  {
    id: 'a1',
    title: 'Where do I find my e-tickets?',
    body: 'Sign in and open "My e-tickets".\n\nThe page also opens offline.',
  },
  { id: 'a2', title: 'I did not receive my ticket e-mail', body: 'Check your spam folder first.' },
  { id: 'a3', title: 'Can I get a refund?', body: 'Up to two hours before the show.' },
];

const state =
  (
    contact: Partial<typeof $contact.value> = {},
    help: Partial<typeof $helpArticles.value> = {},
    member = false,
  ) =>
  () => {
    $settings.set(settingsFixture);
    const token = makeJwt();
    $session.set(member ? { token, user: decodeUser(token) } : {});
    $articleSearch.set('');
    $helpArticles.set({ loading: false, articles, ...help });
    $contact.set({ submitting: false, sent: false, failures: 0, ...contact });
  };

/** `<cine-contact>` in each of its states; stores are set directly so nothing is fetched. */
const meta = { title: 'Elements/cine-contact', render: () => <cine-contact /> } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = { beforeEach: state() };
export const Member: Story = { beforeEach: state({}, {}, true) };
export const ArticlesLoading: Story = { beforeEach: state({}, { articles: undefined, loading: true }) };
export const ArticlesFailed: Story = { beforeEach: state({}, { articles: undefined, error: 'EC-500' }) };
export const NoArticles: Story = { beforeEach: state({}, { articles: [] }) };
export const Sending: Story = { beforeEach: state({ submitting: true }) };
export const SendFailed: Story = { beforeEach: state({ error: 'contact.errors.failed', failures: 1 }) };
export const Offline: Story = { beforeEach: state({ error: 'contact.errors.network', failures: 1 }) };
export const Sent: Story = { beforeEach: state({ sent: true }, {}, true) };
