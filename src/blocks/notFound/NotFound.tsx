import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBulb, IconHome } from '@tabler/icons-react';
import { SmartLink } from '../../ui/SmartLink';
import { useLanguage } from '../../ui/facts';
import { useBrowserValue } from '../../ui/useBrowserValue';
import type { NotFoundBlockT } from './schema';
import classes from './NotFound.module.css';

/**
 * The not-found page's few lines of script, inline right after its markup: the prerendered
 * 404.html serves every missing address and only the browser knows which, so they run as the
 * page is read, before its first paint (no request, no framework, nothing that moves once drawn):
 * the address shown as code, a fact chosen by the address (the same one on every visit), Go Back,
 * and the address logged. With scripts off the page shows without the address, with the first
 * fact and without Go Back. Plain ES5: it runs before anything else.
 */
export function notFoundScript(facts: readonly string[]): string {
  return (
    '(function(b,f){var p=location.pathname,h=0,i,a=b.querySelector("[data-address]"),t=b.querySelector("[data-fact]"),' +
    'g=b.querySelector("[data-go-back]");console.warn("404: no page at "+p);' +
    'if(a&&p!=="/"){a.querySelector("code").textContent=p;a.hidden=false}' +
    'if(t&&f.length){for(i=0;i<p.length;i++)h=(h*31+p.charCodeAt(i))>>>0;t.textContent=f[h%f.length]}' +
    'if(g)g.addEventListener("click",function(){history.back()})' +
    `})(document.currentScript.previousElementSibling,${JSON.stringify(facts).replace(/</g, '\\u003c')})`
  );
}

/** The not-found page: drawn once for every missing address, told which by its script. */
export function NotFound({ block }: { block: NotFoundBlockT }) {
  const { messages, href } = useLanguage();
  // The sentence around the address, which is shown as code.
  const [beforePath, afterPath = ''] = messages.pageMissing.split('{path}');
  const fact = block.funFacts.at(0);
  // Its lines go with the page as prerendered (and as the dev server draws it). Drawn in the
  // browser (the editor's drawing of the page) a script would never run, and React says so in
  // the console: there the page shows as drawn, without the address.
  const drawnInBrowser = useBrowserValue(() => true, false);
  return (
    <>
      <Container size="sm" py={{ base: 56, md: 96 }} ta="center">
        <Stack align="center" gap="md">
          <Text className={classes.code} aria-hidden>
            {block.code}
          </Text>
          <Title order={1}>{block.title}</Title>
          <Text c="dimmed" data-address hidden>
            {beforePath}
            <code className={classes.path} />
            {afterPath}
          </Text>
          {block.text && <Text c="dimmed">{block.text}</Text>}
          <Group justify="center" gap="sm">
            <Button component="a" href={href('/')} size="md" leftSection={<IconHome size={18} aria-hidden />}>
              {block.homeLabel ?? messages.backToHome}
            </Button>
            <Button variant="outline" size="md" data-needs-js data-go-back leftSection={<IconArrowLeft size={18} aria-hidden />}>
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
                  <strong>{messages.funFact}</strong> <span data-fact>{fact}</span>
                </Text>
              </Group>
            </Paper>
          )}
        </Stack>
      </Container>
      {!drawnInBrowser && <script dangerouslySetInnerHTML={{ __html: notFoundScript(block.funFacts) }} />}
    </>
  );
}
