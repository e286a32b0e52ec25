import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMessageCircle } from '@tabler/icons-react';
import { useRef, type MouseEvent } from 'react';
import { island } from '../islands/island';
import { chatUrl, fillTemplate } from '../services/chat';
import { useFacts } from '../ui/facts';
import classes from './ChatWidget.module.css';

/**
 * The floating chat button and its panel of ready-made messages. Every message is a link to
 * the chat app with its text; the button itself is a link to the general message until its
 * code runs, then it opens the panel.
 */
function ChatWidget() {
  const { chat, site } = useFacts();
  const [opened, { toggle, close }] = useDisclosure(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const link = (template: string, values?: Record<string, string>) =>
    chatUrl(site.chatNumber, fillTemplate(chat.templates[template] ?? chat.templates.general ?? '', values));

  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && opened) {
      close();
      toggleRef.current?.focus();
    }
  });

  return (
    <div className={classes.root} data-floating>
      <Transition mounted={opened} transition="pop-bottom-right" duration={150}>
        {(style) => (
          <Paper id="chat-panel" role="dialog" aria-labelledby="chat-title" shadow="xl" radius="lg" className={classes.panel} style={style}>
            <Group className={classes.head} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconBrandWhatsapp size={28} aria-hidden />
                <div>
                  <Text id="chat-title" fw={700} c="white">
                    {chat.title}
                  </Text>
                  <Text fz="xs" c="white" className={classes.promise}>
                    {chat.promise}
                  </Text>
                </div>
              </Group>
              <CloseButton aria-label="Close chat" onClick={close} variant="transparent" c="white" />
            </Group>
            <Stack gap="xs" p="md">
              {chat.greeting && <Text fz="sm">{chat.greeting}</Text>}
              {chat.options.map((o) => (
                <Button
                  key={o.label}
                  component="a"
                  href={link(o.template, o.values)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  justify="flex-start"
                  fullWidth
                  onClick={close}
                >
                  {o.label}
                </Button>
              ))}
            </Stack>
          </Paper>
        )}
      </Transition>
      <ActionIcon
        ref={toggleRef}
        component="a"
        href={link('general')}
        target="_blank"
        rel="noopener noreferrer"
        data-needs-live
        size={60}
        radius="xl"
        className={classes.toggle}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          toggle();
        }}
        aria-label={chat.buttonLabel}
        aria-expanded={opened}
        aria-controls="chat-panel"
      >
        {opened ? <IconMessageCircle size={30} aria-hidden /> : <IconBrandWhatsapp size={32} aria-hidden />}
      </ActionIcon>
    </div>
  );
}

export default island('shell/ChatWidget', ChatWidget, 'load');
