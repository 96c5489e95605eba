import { useEffect, useRef } from 'react';

/**
 * A failed request, at the top of the form (error summary pattern). It takes focus when it appears,
 * or appears again for a new attempt, so screen readers announce it; the form below stays filled.
 */
export function FormAlert({ title, message, attempt }: { title: string; message: string; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt) ref.current?.focus();
  }, [attempt]);
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} part="error-summary">
      <h2 className="error-summary__title">{title}</h2>
      <p>{message}</p>
    </div>
  );
}
