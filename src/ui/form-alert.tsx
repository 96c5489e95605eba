import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * The error summary's box (GOV.UK pattern) at the top of a form: it takes focus when `focusKey` is
 * set or changes (a new attempt, other problems), so screen readers announce it.
 */
export function SummaryBox({
  focusKey,
  title,
  children,
}: {
  focusKey: unknown;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      className="error-summary"
      part="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="error-summary__title">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** A failed request, at the top of the form; the form below stays filled. */
export function FormAlert({ title, message, attempt }: { title: string; message: string; attempt: number }) {
  return (
    <SummaryBox focusKey={attempt} title={title}>
      <p>{message}</p>
    </SummaryBox>
  );
}
