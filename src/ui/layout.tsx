import type { FormHTMLAttributes, ReactNode } from 'react';
import { cx } from './field-parts';

/** A screen's outer frame: centred, readable width, padding that shrinks at 320 px. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={cx('page', narrow && 'page--narrow')} part="page">
      {children}
    </div>
  );
}

/** A bordered surface grouping related content. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cx('card', className)} part="card">
      {children}
    </section>
  );
}

/** A form that leaves validation to our messages (browser bubbles are not translated or styled). */
export function Form(props: FormHTMLAttributes<HTMLFormElement>) {
  return <form noValidate {...props} part="form" className={cx('form', props.className)} />;
}
