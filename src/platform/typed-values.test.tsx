import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { replayTypedValues, typedValues } from './typed-values';

let sent: Record<string, unknown> | undefined;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Two fields whose onChange each spreads the values of their render, as our forms do.
function Form() {
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent = values;
      }}
    >
      <input
        aria-label="email"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <input
        aria-label="password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <input
        aria-label="remember"
        type="checkbox"
        checked={values.remember}
        onChange={(e) => setValues({ ...values, remember: e.target.checked })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const set = (field: Element, key: 'value' | 'checked', value: unknown) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);

it('what was typed into prerendered fields before hydration is what the form sends', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const [email, password, remember] = [...container.querySelectorAll('input')] as HTMLInputElement[];
  // A person types before the runtime has arrived: only the DOM knows.
  set(email as Element, 'value', 'ada@example.com');
  set(password as Element, 'value', 'Popcorn-2026');
  set(remember as Element, 'checked', true);
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  const typed = typedValues(container);
  expect(typed.map((each) => each.field.getAttribute('aria-label'))).toEqual([
    'email',
    'password',
    'remember',
  ]);
  await act(async () => replayTypedValues(typed));
  await act(async () => container.querySelector('button')?.click());
  expect(sent).toEqual({ email: 'ada@example.com', password: 'Popcorn-2026', remember: true });
  expect(email?.value).toBe('ada@example.com');
  container.remove();
});

it('finds nothing to replay in fields left as rendered', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  expect(typedValues(container)).toEqual([]);
});

it('a submit pressed right after the replay, in the same task, sends everything typed, once', async () => {
  sent = undefined;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const [email, password] = [...container.querySelectorAll('input')] as HTMLInputElement[];
  set(email as Element, 'value', 'ada@example.com');
  set(password as Element, 'value', 'Popcorn-2026');
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  let sends = 0;
  container.addEventListener('submit', () => sends++);
  await act(async () => {
    replayTypedValues(typedValues(container));
    // Pressed as soon as the button is enabled: no task between the replay and the click.
    container.querySelector('button')?.click();
  });
  expect(sent).toEqual({ email: 'ada@example.com', password: 'Popcorn-2026', remember: false });
  expect(sends).toBe(1);
  container.remove();
});
