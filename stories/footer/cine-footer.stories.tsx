import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../src/elements/cine-footer';
import { configure } from '../../src/stores/config';
import { $footer, $recurringQuestions } from '../../src/stores/footer';
import { $settings } from '../../src/stores/settings-state';
import { settingsFixture } from '../../src/stores/test-fixtures';
import { elementMeta } from '../element-meta';

const shows = [
  {
    id: 'faq-1',
    question: 'How do I book a ticket?',
    answer: 'Choose a film and a showtime.',
    recurring: false,
  },
  {
    id: 'faq-2',
    question: 'Can I come late?',
    answer: 'Trailers run for about 15 minutes.',
    recurring: false,
  },
  {
    id: 'seo-1',
    question: 'Cinema showtimes today',
    answer: 'Every cinema page lists them.',
    recurring: true,
  },
];
const cinemas = [
  { id: 'ch-lausanne-flon', name: 'Cine Lausanne Flon', city: 'Lausanne' },
  { id: 'ch-bern-westside', name: 'Cine Bern Westside', city: 'Bern' },
];

const state =
  (footer: Partial<typeof $footer.value>, recurring = false) =>
  () => {
    $settings.set(settingsFixture);
    configure({ context: 'browser' });
    $recurringQuestions.set(recurring);
    $footer.set(footer);
  };

// `<cine-footer>` in each state; stores are set directly.
const meta = { title: 'Elements/cine-footer', ...elementMeta('cine-footer') } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = { beforeEach: state({ shows, cinemas }) };
export const RecurringQuestions: Story = { beforeEach: state({ shows, cinemas }, true) };
export const Loading: Story = { beforeEach: state({}) };
export const QuestionsFailed: Story = { beforeEach: state({ cinemas, showsError: 'EC-500' }) };
export const CinemasFailed: Story = { beforeEach: state({ shows, cinemasError: 'EC-500' }) };
