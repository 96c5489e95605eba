import { expect, expectNoA11yViolations, test } from './fixtures';

// The suite's axe is the current axe-core with its experimental rules, and
// label-in-name (WCAG 2.5.3) is held as voice-control users need it: the name starts with the text.
const documentWith = (body: string) =>
  `<!doctype html><html lang="de"><head><title>Label in name</title></head><body><main><h1>Konto</h1>${body}</main></body></html>`;

test('axe.check() reports a control whose name leaves out its visible text', async ({ page }) => {
  await page.setContent(documentWith('<button type="button" aria-label="Kontomenü von Léa">LM Léa</button>'));
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/label-content-name-mismatch/);
});

test('axe.check() reports a name that holds the visible text but does not start with it', async ({
  page,
}) => {
  await page.setContent(
    documentWith('<button type="button" aria-label="Passwort anzeigen">Anzeigen</button>'),
  );
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/does not start with their visible text/);
});

test('axe.check() passes names that start with the visible text', async ({ page }) => {
  const hidden = 'position:absolute;clip-path:inset(50%);width:1px;height:1px;overflow:hidden';
  await page.setContent(
    documentWith(
      '<button type="button" aria-label="Anzeigen: Passwort">Anzeigen</button>' +
        `<button type="button"><span aria-hidden="true">LM</span> Léa<span style="${hidden}">, Kontomenü</span></button>`,
    ),
  );
  await expectNoA11yViolations(page);
});

test('axe.check() sees into an iframe of another origin (a partner page embedding the login)', async ({
  page,
}) => {
  await page.goto('/');
  const other = new URL(page.url());
  other.hostname = '127.0.0.1';
  await page.setContent(documentWith(`<iframe title="Connexion" src="${other.href}"></iframe>`));
  const frame = page.frames()[1];
  await frame?.waitForLoadState('load');
  await frame?.evaluate(() => document.body.append(document.createElement('button')));
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/button-name/);
});
