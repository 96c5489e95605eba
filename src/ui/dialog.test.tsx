import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { Dialog } from './dialog';

// React's act() in a test of its own root (the island's: a shadow root).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.replaceChildren();
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Afficher en plein écran
      </button>
      {open && (
        <Dialog title="Billet" closeLabel="Fermer" onClose={() => setOpen(false)}>
          <p>QR</p>
        </Dialog>
      )}
    </>
  );
}

it('gives the focus back to the button that opened it when the browser leaves it nowhere on close (WebKit)', async () => {
  // happy-dom has no top layer: showModal and close only set and remove `open` and say so.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  await act(async () => createRoot(shadow as unknown as HTMLElement).render(<Opener />));
  const opener = shadow.querySelector('button') as HTMLButtonElement;
  opener.focus();
  await act(async () => opener.click());
  const close = shadow.querySelector<HTMLButtonElement>('dialog button');
  close?.focus();
  // As WebKit at times does on Escape: the dialog closes with the focus on the page's body.
  await act(async () => {
    close?.blur();
    close?.click();
  });
  expect(shadow.querySelector('dialog')).toBeNull();
  expect(shadow.activeElement).toBe(opener);
});
