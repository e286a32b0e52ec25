import { Button, Group } from '@mantine/core';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { SocialIcon } from '../../ui/SocialIcon';
import type { SocialLinksBlockT } from './schema';

export function SocialLinks({ block }: { block: SocialLinksBlockT }) {
  const { site } = useSite();
  return (
    <Section id={block.id} title={block.title} text={block.text} size="md">
      <Group justify="center" gap="sm">
        {site.social
          .filter((s) => !block.networks || block.networks.includes(s.network))
          .map((s) => (
            <Button
              key={s.href}
              component="a"
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="md"
              leftSection={<SocialIcon network={s.network} />}
            >
              {s.label}
            </Button>
          ))}
      </Group>
    </Section>
  );
}
