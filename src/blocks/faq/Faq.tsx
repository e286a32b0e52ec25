import { IconChevronDown } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import type { FaqBlockT } from './schema';
import classes from './Faq.module.css';

/**
 * Questions that open to show their answer. Native <details>: it works before
 * the page's scripts run (or without them), and the browser's find-in-page
 * opens the answer that holds the match.
 */
export function Faq({ block }: { block: FaqBlockT }) {
  return (
    <Section id={block.id} title={block.title} text={block.text} size="md">
      <div className={classes.list}>
        {block.items.map((item) => (
          <details key={item.question} className={classes.item}>
            <summary className={classes.question}>
              <strong>{item.question}</strong>
              <IconChevronDown size={18} aria-hidden className={classes.chevron} />
            </summary>
            <p className={classes.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
