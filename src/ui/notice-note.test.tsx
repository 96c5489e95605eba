import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeNote } from './notice-note';

afterEach(() => {
  document.body.replaceChildren();
});

/** A door screen: the card, a note the customer closes, then what follows it. */
function DoorPage({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main>
      <button type="button">Carte</button>
      {open && (
        <NoticeNote title="Votre vie privée" closeLabel="Fermer" onClose={close}>
          <p>Texte</p>
        </NoticeNote>
      )}
      <section aria-label="Mes films">Films</section>
    </main>
  );
}

describe('NoticeNote (a notice on a door screen)', () => {
  it('shows in the flow, never modal: takes no focus, and hands focus on to what follows when closed', () => {
    const onClose = vi.fn();
    render(<DoorPage onClose={onClose} />);
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Votre vie privée');
    expect(screen.getByRole('region', { name: 'Votre vie privée' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'Fermer' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Votre vie privée' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Mes films' }));
  });
});
