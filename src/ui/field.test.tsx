import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { PasswordField } from './password-field';
import { Select } from './select';

describe('Field', () => {
  it('labels the input and links hint and error so screen readers read them', () => {
    render(
      <Field
        id="email"
        label="E-mail"
        hint="We never share it"
        error="Enter an e-mail"
        autoComplete="email"
      />,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-error')?.textContent).toContain('Enter an e-mail');
  });

  it('is not marked invalid without an error', () => {
    render(<Field id="zip" label="Zip code" />);
    const input = screen.getByLabelText('Zip code');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('PasswordField', () => {
  it('reads a caller-given description (the password rules) after its own error', () => {
    render(
      <PasswordField
        id="pw"
        label="Password"
        autoComplete="new-password"
        error="Too short"
        aria-describedby="pw-rules"
      />,
    );
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe('pw-error pw-rules');
  });

  it('toggles visibility with a pressed-state button and never blocks paste', () => {
    render(<PasswordField id="pw" label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button');
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(fireEvent.paste(input)).toBe(true);
  });
});

describe('Checkbox and Select', () => {
  it('checkbox is labelled and toggles', () => {
    render(<Checkbox id="news" label="Send me the newsletter" hint="Once a week" />);
    const box = screen.getByLabelText('Send me the newsletter') as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('news-hint');
  });

  it('select offers a placeholder and the options', () => {
    render(
      <Select
        id="cinema"
        label="Favourite cinema"
        placeholder="Choose"
        error="Choose a cinema"
        options={[{ value: 'c1', label: 'Balexert' }]}
      />,
    );
    const select = screen.getByLabelText('Favourite cinema') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose', 'Balexert']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
