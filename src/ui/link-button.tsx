import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

type AsLink = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
type AsButton = ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };

/** Props of {@link LinkButton}: anchor attributes with `href`, button attributes without. */
export type LinkButtonProps = AsLink | AsButton;

/**
 * Looks like a link. With `href` it is a real link (navigation); without, a button (an action such as
 * "Resend the code"), so assistive technology announces what it does.
 */
export function LinkButton(props: LinkButtonProps) {
  if (props.href !== undefined) {
    const { className, ...rest } = props as AsLink;
    return <a {...rest} part="link" className={['link-button', className].filter(Boolean).join(' ')} />;
  }
  const { className, type = 'button', ...rest } = props as AsButton;
  return (
    <button
      {...rest}
      type={type}
      part="link"
      className={['link-button', className].filter(Boolean).join(' ')}
    />
  );
}
