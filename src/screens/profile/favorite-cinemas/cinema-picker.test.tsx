import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/index';
import { CinemaPicker, matchCinemas } from './cinema-picker';

const choices = [
  { id: 'ge', name: 'Cine Genève Balexert', city: 'Genève' },
  { id: 'zh', name: 'Cine Zürich Sihlcity', city: 'Zürich' },
  { id: 'be', name: 'Cine Bern Westside', city: 'Bern' },
];

beforeAll(async () => {
  await setLanguage('en', 'CH');
});

describe('matchCinemas', () => {
  it('matches name or city, accents and case aside', () => {
    expect(matchCinemas(choices, 'geneve').map((c) => c.id)).toEqual(['ge']);
    expect(matchCinemas(choices, 'ZURICH').map((c) => c.id)).toEqual(['zh']);
    expect(matchCinemas(choices, ' ')).toHaveLength(3);
  });
});

describe('CinemaPicker', () => {
  const setup = () => {
    const onAdd = vi.fn();
    render(<CinemaPicker choices={choices} busy={false} onAdd={onAdd} inputId="picker" />);
    return { onAdd, input: screen.getByRole('combobox', { name: 'Add a cinema' }) };
  };

  it('opens with the arrows, moves the active option, chooses with Enter and adds', () => {
    const { onAdd, input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('Zürich');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain(
      'Bern',
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('Cine Bern Westside');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith(choices[2]);
  });

  it('filters as the member types, says when nothing matches, and Escape closes then clears', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'gen' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Cine Genève Balexert (Genève)',
    ]);
    fireEvent.change(input, { target: { value: 'paris' } });
    expect(screen.getByRole('status').textContent).toBe('No cinema matches.');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('keeps the chosen cinema when the add fails, for another try, and clears it once added', async () => {
    const { onAdd, input } = setup();
    onAdd.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    fireEvent.change(input, { target: { value: 'Sihlcity' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect((input as HTMLInputElement).value).toBe('Sihlcity');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenLastCalledWith(choices[1]);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });

  it('asks to pick from the list when the text names no single cinema', () => {
    const { onAdd, input } = setup();
    fireEvent.change(input, { target: { value: 'Cine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a cinema from the list')).toBeTruthy();
  });
});
