import { type ReactNode, type Ref, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { linkPath, type Section } from '../../platform/paths';
import { $config } from '../../stores/config';
import { AppLink } from '../../ui/app-link';
import { FormAlert } from '../../ui/form-alert';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { useStore } from '../../ui/use-store';

/** A failed request, at the top of the form; focused for each new attempt, the form stays filled. */
export function ServerError({ message, attempt }: { message: string; attempt: number }) {
  const { t } = useT();
  return <FormAlert title={t('ui.ErrorSummaryTitle')} message={message} attempt={attempt} />;
}

/** A link to another account section; it stays in its iframe (`-iframe` routes) or webview (`m/` routes). */
export function SectionLink({ section, children }: { section: Section; children: ReactNode }) {
  const href = linkPath(useStore($config), section);
  // A webview page has no way to a browser page: no link rather than a wrong one.
  if (href === undefined) return null;
  return (
    <AppLink href={href} part="link">
      {children}
    </AppLink>
  );
}

/**
 * Reports whether the screen's state changed since it opened, so focus moves to the new state's
 * heading after a change, never on page load (an element on a marketing page must not steal focus).
 */
export function useStateChanged(state: string): boolean {
  const first = useRef(state);
  const changed = useRef(false);
  if (state !== first.current) changed.current = true;
  return changed.current;
}

/** The column of both recovery screens; compact in an iframe. */
export function RecoveryPage({
  part,
  children,
  ref,
}: {
  part: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const { context } = useStore($config);
  return (
    <Page narrow>
      <div ref={ref} className={context === 'iframe' ? 'recovery recovery--compact' : 'recovery'} part={part}>
        {children}
      </div>
    </Page>
  );
}

/** Title, intro and the last request's error above a recovery form. */
export function FormIntro(props: {
  title: string;
  intro: string;
  focus: boolean;
  error?: string;
  attempt: number;
}) {
  return (
    <>
      <Heading level={1} key="form" focusOnMount={props.focus}>
        {props.title}
      </Heading>
      <p className="recovery__muted">{props.intro}</p>
      {props.error && <ServerError message={props.error} attempt={props.attempt} />}
    </>
  );
}
