import { type ReactNode, type Ref, useEffect, useRef } from 'react';

/** Props of {@link Heading}. */
export interface HeadingProps {
  level?: 1 | 2 | 3;
  /** Moves focus here when mounted (new screen or signup step) so screen readers start at the title. */
  focusOnMount?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading that can take focus programmatically (tabIndex -1) but is not in the tab order. */
export function Heading({ level = 1, focusOnMount = false, id, className, children, ref }: HeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) own.current?.focus();
  }, [focusOnMount]);
  const Tag = `h${level}` as const;
  const setRef = (node: HTMLHeadingElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <Tag
      ref={setRef}
      id={id}
      tabIndex={-1}
      part="heading"
      className={['heading', `heading--${level}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </Tag>
  );
}
