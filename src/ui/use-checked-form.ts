import { type FormEvent, useMemo, useState } from 'react';
import { useT } from '../i18n/use-t';
import { CaptchaError, type CaptchaSettings, createCaptcha } from '../platform/captcha';
import type { ErrorSummaryItem } from './error-summary';

/** One client-side problem: the field and the i18n key of its message. */
export type FieldProblem<F extends string> = { field: F; key: string; values?: Record<string, unknown> };

/** Sends the checked values with the captcha's challenge; resolves once the request is over. */
export type CheckedSubmit<V> = (values: V, challenge: string) => Promise<unknown>;

/**
 * A form's client-side checks plus its captcha: field ids, the message at each field, the error
 * summary items, the provider the settings name, and a submit handler that sends only when nothing
 * is wrong. Values stay with the caller, so a failed request never clears them.
 */
export function useCheckedForm<V, F extends string>(options: {
  values: V;
  validate: (values: V) => FieldProblem<F>[];
  onSubmit: CheckedSubmit<V>;
  submitting: boolean;
  /** Prefix of the field ids, unique per island. */
  idPrefix: string;
  /** `settings.captcha` (the dev checkbox until the settings are in); `false` for a form without a human check. */
  captcha: CaptchaSettings | undefined | false;
}) {
  const { values, validate, onSubmit, submitting, idPrefix, captcha: captchaSettings } = options;
  const { t } = useT();
  // The provider the settings name (the dev checkbox in the demo); made once per settings.
  const captcha = useMemo(() => createCaptcha(captchaSettings || undefined), [captchaSettings]);
  const [problems, setProblems] = useState<FieldProblem<F | 'captcha'>[]>([]);
  const id = (field: F | 'captcha') => `${idPrefix}-${field}`;
  const errorOf = (field: F | 'captcha') => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const summary: ErrorSummaryItem[] = problems.map((p) => ({
    field: id(p.field),
    message: t(p.key, p.values),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldProblem<F | 'captcha'>[] = validate(values);
    let challenge = '';
    try {
      if (captchaSettings !== false) challenge = await captcha.getChallenge();
    } catch (err) {
      found.push({ field: 'captcha', key: err instanceof CaptchaError ? err.key : 'Captcha.Unavailable' });
    }
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    // The last try's problems stay until this one is answered: the page keeps its length meanwhile, so
    // the second click of a double click lands on the busy button, not on what a shorter page put there.
    await onSubmit(values, challenge);
    setProblems([]);
    // A challenge is single-use: the next attempt asks again.
    captcha.reset();
  };
  const invisible = (captchaSettings || undefined)?.invisible ?? false;
  return { id, errorOf, summary, submit, captcha, invisible };
}
