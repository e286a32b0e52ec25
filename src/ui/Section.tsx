import type { ReactNode } from 'react';
import { useSaid } from './facts';
import { Wrap } from './layout/Layout';
import classes from './Section.module.css';

interface Props {
  id?: string;
  title?: string;
  text?: string;
  eyebrow?: string;
  /** Background: none, a soft green or a soft earth tint. */
  tone?: 'plain' | 'green' | 'earth';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  align?: 'center' | 'left';
  children?: ReactNode;
}

/**
 * The frame every content block shares: an anchor, a heading and its spacing.
 * Plain elements styled by its module: every block has one, so it stays light.
 */
export function Section({ id, title, text, eyebrow, tone = 'plain', size = 'xl', align = 'center', children }: Props) {
  const titleId = title ? `${id ?? slug(title)}-title` : undefined;
  const said = useSaid();
  return (
    <section id={id} className={classes.section} data-tone={tone} aria-labelledby={titleId}>
      <Wrap size={size}>
        {(title || text) && (
          <div className={classes.head} data-align={align}>
            {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={titleId} className={classes.title}>
                {said(title)}
              </h2>
            )}
            {text && <p className={classes.lead}>{said(text)}</p>}
          </div>
        )}
        {children}
      </Wrap>
    </section>
  );
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
