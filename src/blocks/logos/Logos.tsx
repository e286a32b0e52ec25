import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import type { LogosBlockT } from './schema';
import classes from './Logos.module.css';
import { Columns } from '../../ui/layout/Layout';

export function Logos({ block }: { block: LogosBlockT }) {
  const { partners } = useSite().content;
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <Columns cols={{ base: 2, sm: 4 }} spacing="lg" component="ul" className={classes.list}>
        {partners.map((p) => (
          <li key={p.id} className={classes.item}>
            {p.href ? (
              <a href={p.href} target="_blank" rel="noopener noreferrer">
                <Img image={p.logo} className={classes.logo} />
              </a>
            ) : (
              <Img image={p.logo} className={classes.logo} />
            )}
          </li>
        ))}
      </Columns>
    </Section>
  );
}
