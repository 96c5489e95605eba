// What a person typed or ticked into prerendered fields before the runtime hydrated them stays in the
// DOM, but React's state still holds the server's empty values: each changed field is replayed as an
// input (or a click) so the form's own onChange takes the value, and what is sent is what was typed.

import { flushSync } from 'react-dom';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; value: string; rendered: string; checked?: boolean };

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const shownValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '')
    : field.defaultValue;

// The prototype's setter: React's tracker (the element's own property) keeps the value it last rendered.
function setNative(field: Field, key: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
}

/** The fields of `root` whose value differs from what was rendered, with what they hold now. */
export function typedValues(root: ParentNode): Typed[] {
  const out: Typed[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isToggle(field)) {
      // A radio left unchecked by another choice of its group is replayed by that choice.
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked))
        out.push({ field, value: field.value, rendered: field.value, checked: field.checked });
    } else if (field.value !== shownValue(field))
      out.push({ field, value: field.value, rendered: shownValue(field) });
  }
  return out;
}

/**
 * Hands each typed field to React, all in one go: each change is rendered before the next field is
 * told (flushSync), so each onChange sees the values set before it, and no submit can come between
 * the button being enabled and a field React has not been told of.
 */
export function replayTypedValues(typed: readonly Typed[], root?: ParentNode): void {
  for (const each of typed) flushSync(() => replayOne(each, root));
}

// A field no longer in the page (its form rendered afresh in `root`) is the one of the same name there.
function replayOne({ field: typedInto, value, rendered, checked }: Typed, root?: ParentNode): void {
  const field = typedInto.isConnected ? typedInto : root?.querySelector<Field>(`[name="${typedInto.name}"]`);
  if (!field) return;
  if (checked !== undefined) {
    // The tracker takes the old state; the click restores the new one and reports the change.
    const toggle = field as HTMLInputElement;
    toggle.checked = !checked;
    toggle.click();
  } else {
    // The element's own setter tells React's tracker the rendered value, the prototype's puts the typed one back.
    field.value = rendered;
    setNative(field, 'value', value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}
