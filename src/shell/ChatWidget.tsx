import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMessageCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useChat } from '../ui/useChat';
import { useSite } from '../ui/SiteContext';
import classes from './ChatWidget.module.css';

export function ChatWidget() {
  const { chat } = useSite();
  const openChat = useChat();
  const [opened, { toggle, close }] = useDisclosure(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

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
                  variant="light"
                  justify="flex-start"
                  fullWidth
                  onClick={() => {
                    openChat(o.template, o.values);
                    close();
                  }}
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
        size={60}
        radius="xl"
        className={classes.toggle}
        onClick={toggle}
        aria-label={chat.buttonLabel}
        aria-expanded={opened}
        aria-controls="chat-panel"
      >
        {opened ? <IconMessageCircle size={30} aria-hidden /> : <IconBrandWhatsapp size={32} aria-hidden />}
      </ActionIcon>
    </div>
  );
}
