import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { putShowEmotion } from '../../../api/shows';
import { setLanguage } from '../../../i18n/index';
import { $settings } from '../../../stores/settings-state';
import { $shows, emotionCodeOf, type ShowEntry, setEmotionFilter } from '../../../stores/shows';
import { settingsFixture } from '../../../stores/test-fixtures';
import { FilmsBlock } from './films-block';

vi.mock('../../../api/shows', () => ({ getMyShows: vi.fn(), putShowEmotion: vi.fn(async () => ({})) }));

const entry = (n: number): ShowEntry => {
  const emotion = ([3, 2, 1, null] as const)[n % 4] ?? null;
  return {
    id: `s${n}`,
    kind: n % 5 === 0 ? 'event' : 'movie',
    title: `Film ${n}`,
    slug: `film-${n}`,
    date: '2026-03-01T20:30:00Z',
    formats: n === 0 ? ['imax', 'tediber'] : [],
    intention: 'seen',
    emotion,
    emotionCode: emotionCodeOf(emotion),
  };
};

beforeAll(async () => {
  await setLanguage('en', 'CH');
});
beforeEach(() => {
  $settings.set(settingsFixture);
  setEmotionFilter('all');
});

describe('FilmsBlock', () => {
  it('renders 30 of 70, links movies and events to the catalogue, and shows more on request', async () => {
    $shows.set({ entries: Array.from({ length: 70 }, (_, n) => entry(n)), loading: false });
    render(<FilmsBlock />);
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('show'))).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Film 1' }).getAttribute('href')).toBe(
      'https://www.example.ch/en/films/film-1',
    );
    expect(screen.getByRole('link', { name: 'Film 0' }).getAttribute('href')).toBe(
      'https://www.example.ch/en/events/film-0',
    );
    expect(screen.getByRole('img', { name: 'IMAX' })).toBeTruthy();
    expect(screen.getByText('Tediber')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more films' })));
    expect(screen.getByRole('status').textContent).toBe('Showing 60 of 70 films');
    expect(document.activeElement?.textContent).toBe('Film 30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more films' })));
    expect(screen.queryByRole('button', { name: 'Show more films' })).toBeNull();
  });

  it('filters by emotion with counts, and rates with the spec options', async () => {
    $shows.set({ entries: Array.from({ length: 8 }, (_, n) => entry(n)), loading: false });
    render(<FilmsBlock />);
    const loved = screen.getByRole('button', { name: 'Loved (2)' });
    await act(async () => fireEvent.click(loved));
    expect(loved.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Film 0', 'Film 4']);
    const select = screen.getByLabelText('Your rating Film 0') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Rate'],
      ['3', 'Love'],
      ['2', 'Like'],
      ['1', 'Disappointed'],
    ]);
    await act(async () => fireEvent.change(select, { target: { value: '1' } }));
    expect(putShowEmotion).toHaveBeenCalledWith(expect.anything(), 's0', { emotion: 1 });
  });

  it('offers no rating before the show starts and says when it is', () => {
    const tomorrow = new Date(Date.now() + 26 * 3_600_000).toISOString();
    $shows.set({
      entries: [
        { ...entry(3), id: 'soon', title: 'Coming soon', date: tomorrow, intention: 'wish' },
        entry(1),
      ],
      loading: false,
    });
    render(<FilmsBlock />);
    const [coming, seen] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('show'));
    expect(coming?.querySelector('select')).toBeNull();
    expect(coming?.textContent).toContain('On my list');
    expect(coming?.textContent).toContain('Showing tomorrow');
    expect(seen?.querySelector('select')).not.toBeNull();
    expect(screen.queryByLabelText('Your rating Coming soon')).toBeNull();
  });

  it('offers a way out when empty and when the load failed', () => {
    $shows.set({ entries: [], loading: false });
    const { unmount } = render(<FilmsBlock />);
    expect(screen.getByRole('link', { name: 'See what’s on' }).getAttribute('href')).toBe(
      'https://www.example.ch/en',
    );
    unmount();
    $shows.set({ loading: false, error: 'EC-500' });
    render(<FilmsBlock />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load your films.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
