import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './notice-dialog';

afterEach(() => {
  document.body.replaceChildren();
});

// happy-dom has no top layer: record whether the modal path ran.
function spyShowModal() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.showModal = showModal;
  return showModal;
}

describe('NoticeDialog (a notice that opens by itself)', () => {
  it('opens modal when no field has focus', () => {
    const showModal = spyShowModal();
    render(
      <NoticeDialog title="Votre vie privée" closeLabel="Fermer" onClose={() => {}}>
        <p>Texte</p>
      </NoticeDialog>,
    );
    expect(showModal).toHaveBeenCalledOnce();
  });

  it('leaves focus and what is typed in the field, says itself, and gives focus back on close', () => {
    const showModal = spyShowModal();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    field.value = 'lea@exam';
    const onClose = vi.fn();
    render(
      <NoticeDialog title="Votre vie privée" closeLabel="Fermer" onClose={onClose}>
        <p>Texte</p>
      </NoticeDialog>,
    );
    expect(showModal).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('region', { name: 'Votre vie privée' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Votre vie privée');
    screen.getByRole('button', { name: 'Fermer' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('lea@exam');
  });
});
