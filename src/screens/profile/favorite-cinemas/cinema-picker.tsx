import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Cinema } from '../../../stores/cinemas';
import { Button } from '../../../ui/button';
import { cx, FieldMessages } from '../../../ui/field-parts';

/** Props of {@link CinemaPicker}. */
export interface CinemaPickerProps {
  /** The cinemas that can still be added. */
  choices: readonly Cinema[];
  busy: boolean;
  /** Resolves true once the cinema is a favourite. */
  onAdd(cinema: Cinema): Promise<boolean>;
  /** Id of the input, so the section can move focus back to it. */
  inputId: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Cinemas whose name or city contains what was typed, accents and case aside. */
export function matchCinemas(choices: readonly Cinema[], query: string): Cinema[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...choices];
  return choices.filter((cinema) => fold(`${cinema.name} ${cinema.city}`).includes(wanted));
}

/**
 * A combobox with a filtered list (ARIA 1.2 pattern): type to filter by name or city, arrows to
 * move, Enter to choose, Escape to close; then "Add".
 */
export function CinemaPicker({ choices, busy, onAdd, inputId }: CinemaPickerProps) {
  const { t } = useT();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Cinema | undefined>();
  const [error, setError] = useState<string | undefined>();
  const matches = matchCinemas(choices, query);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (cinema: Cinema) => {
    setChosen(cinema);
    setQuery(cinema.name);
    setOpen(false);
    setActive(-1);
    setError(undefined);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      setActive((current) =>
        down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };
  const add = async () => {
    const exact = matches.length === 1 ? matches[0] : undefined;
    const cinema = chosen && chosen.name === query ? chosen : exact;
    if (!cinema) {
      setError(t('profile.cinemas.pickFromList'));
      return;
    }
    // Cleared once added: after a failure the choice stays for another try, unless changed since.
    const typed = query;
    if (!(await onAdd(cinema))) return;
    setQuery((current) => (current === typed ? '' : current));
    setChosen((current) => (current === chosen ? undefined : current));
  };
  return (
    <div className={cx('field', 'cinema-picker', error && 'field--error')} part="cinema-picker">
      <label className="field__label" htmlFor={inputId}>
        {t('profile.cinemas.add')}
      </label>
      <FieldMessages id={inputId} hint={t('profile.cinemas.addHint')} error={error} />
      <div className="cinema-picker__row">
        <div className="cinema-picker__box">
          <input
            id={inputId}
            className="field__input"
            part="input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setChosen(undefined);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={keyDown}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <div
            id={listId}
            role="listbox"
            className="cinema-picker__list"
            hidden={!open}
            aria-label={t('profile.cinemas.add')}
          >
            {matches.map((cinema, index) => (
              <div
                key={cinema.id}
                id={optionId(index)}
                role="option"
                // Options stay out of the tab order: focus stays in the input (aria-activedescendant).
                tabIndex={-1}
                aria-selected={index === active}
                className="cinema-picker__option"
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(cinema);
                }}
              >
                {cinema.name} <span className="cinema-picker__city">({cinema.city})</span>
              </div>
            ))}
          </div>
          {open && matches.length === 0 && (
            <p className="cinema-picker__none" role="status">
              {t('profile.cinemas.noMatch')}
            </p>
          )}
        </div>
        <Button variant="secondary" busy={busy} busyLabel={t('profile.saving')} onClick={add}>
          {t('profile.cinemas.addButton')}
        </Button>
      </div>
    </div>
  );
}
