import { Accordion } from '@mantine/core';
import { Section } from '../../app/Section';
import type { FaqBlockT } from './schema';

export function Faq({ block }: { block: FaqBlockT }) {
  return (
    <Section id={block.id} title={block.title} text={block.text} size="md">
      <Accordion variant="separated" radius="lg" chevronPosition="right">
        {block.items.map((item, i) => (
          <Accordion.Item key={item.question} value={`q${i}`}>
            <Accordion.Control>
              <strong>{item.question}</strong>
            </Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  );
}
