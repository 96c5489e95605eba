import type { ReactNode } from 'react';
import { Heading } from '../../ui/heading';

/** One block of the profile: a titled card the in-page links lead to (`#details`, `#password` ...). */
export function ProfileSection(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  const { id, title, intro, children } = props;
  return (
    <section id={id} className="profile__section" part={`section ${id}`} aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        {title}
      </Heading>
      {intro && <p className="profile__intro">{intro}</p>}
      {children}
    </section>
  );
}
