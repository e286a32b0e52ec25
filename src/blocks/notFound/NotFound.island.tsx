import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBulb, IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';
import { island } from '../../islands/island';
import { SmartLink } from '../../ui/SmartLink';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { useLanguage } from '../../ui/facts';
import type { NotFoundBlockT } from './schema';
import classes from './NotFound.module.css';

/** A fact chosen by the address, so the page shows the same one on every visit. */
export function pickFact(facts: readonly string[], path: string): string | undefined {
  if (!facts.length) return undefined;
  let h = 0;
  for (const ch of path) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return facts[h % facts.length];
}

/**
 * The not-found page, live as one island: the prerendered 404.html serves every missing
 * address, and only the browser knows which.
 */
function NotFoundView({ block }: { block: NotFoundBlockT }) {
  const pathname = useBrowserValue(() => window.location.pathname, '/');
  const { messages, href } = useLanguage();
  // The sentence around the address, which is shown as code.
  const [beforePath, afterPath = ''] = messages.pageMissing.split('{path}');
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  const fact = pickFact(block.funFacts, pathname);
  return (
    <Container size="sm" py={{ base: 56, md: 96 }} ta="center">
      <Stack align="center" gap="md">
        <Text className={classes.code} aria-hidden>
          {block.code}
        </Text>
        <Title order={1}>{block.title}</Title>
        {/* The prerendered 404.html serves every missing address: only the browser knows which. */}
        {pathname !== '/' && (
          <Text c="dimmed">
            {beforePath}
            <code className={classes.path}>{pathname}</code>
            {afterPath}
          </Text>
        )}
        {block.text && <Text c="dimmed">{block.text}</Text>}
        <Group justify="center" gap="sm">
          <Button component="a" href={href('/')} size="md" leftSection={<IconHome size={18} aria-hidden />}>
            {block.homeLabel ?? messages.backToHome}
          </Button>
          <Button
            variant="outline"
            size="md"
            onClick={() => window.history.back()}
            data-needs-js
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {block.backLabel ?? messages.goBack}
          </Button>
        </Group>
        {block.links.length > 0 && (
          <nav aria-label={block.linksTitle ?? messages.helpfulLinks}>
            {block.linksTitle && (
              <Title order={2} fz="md" mt="lg" mb="xs">
                {block.linksTitle}
              </Title>
            )}
            <Group justify="center" gap="lg">
              {block.links.map((l) => (
                <Anchor key={l.to} component={SmartLink} to={l.to} fw={600} className={classes.link}>
                  {l.label}
                </Anchor>
              ))}
            </Group>
          </nav>
        )}
        {fact && (
          <Paper withBorder radius="lg" p="md" mt="lg" className={classes.fact}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBulb size={22} aria-hidden />
              <Text fz="sm" ta="left">
                <strong>{messages.funFact}</strong> {fact}
              </Text>
            </Group>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

const NotFoundLive = island('blocks/notFound/NotFound', NotFoundView, 'load');
export default NotFoundLive;
export function NotFound({ block }: { block: NotFoundBlockT }) {
  return <NotFoundLive block={block} />;
}
