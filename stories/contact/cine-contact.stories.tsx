import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import '../../src/elements/cine-contact';
import { configure } from '../../src/stores/config';
import { $articleSearch, $contact, $helpArticles } from '../../src/stores/contact';
import { $session, decodeUser } from '../../src/stores/session-state';
import { $settings } from '../../src/stores/settings-state';
import { makeJwt, settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';
import { type FakeCall, fakeApi } from '../fake-api';
import { shadowOf } from '../password/shadow';

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
    configure({ context: 'browser', lang: 'en' });
    const token = makeJwt();
    $session.set(member ? { token, user: decodeUser(token) } : {});
    $articleSearch.set('');
    $helpArticles.set({ loading: false, articles, ...help });
    $contact.set({ submitting: false, sent: false, failures: 0, ...contact });
  };

// `<cine-contact>` in each of its states; stores are set directly so nothing is fetched.
const meta = { title: 'Elements/cine-contact', ...elementMeta('cine-contact') } satisfies Meta;
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

/** Sending an empty form: each missing field is named in the summary, nothing is sent. */
export const MissingFields: Story = {
  beforeEach: state(),
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, 'cine-contact');
    await userEvent.click(form.getByRole('button', { name: 'Send the message' }));
    await expect(await form.findByRole('link', { name: 'Choose a topic.' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Write your message.' })).toBeVisible();
  },
};

/** The main flow, against a fake API: a visitor writes, sends once, and sees the message on its way. */
const sendCalls: FakeCall[] = [];
export const SendsAMessage: Story = {
  beforeEach: () => {
    state()();
    sendCalls.length = 0;
    return fakeApi({ 'POST contact-support': { body: { success: true } } }, sendCalls);
  },
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, 'cine-contact');
    fireEvent.change(form.getByLabelText('Topic'), { target: { value: 'tickets' } });
    fireEvent.input(form.getByLabelText('Your name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.input(form.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.input(form.getByLabelText('Your message'), {
      target: { value: 'My ticket e-mail never came.' },
    });
    await userEvent.click(form.getByRole('checkbox'));
    await userEvent.click(form.getByRole('button', { name: 'Send the message' }));
    await expect(await form.findByText('Your message is on its way')).toBeVisible();
    await expect(sendCalls.filter((call) => call.path === 'contact-support')).toHaveLength(1);
  },
};
