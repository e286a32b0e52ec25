import { Button, CloseButton, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useFacts } from '../ui/facts';
import { chatLink } from './chatLink';
import classes from './ChatWidget.module.css';

/** The chat widget's panel: a ready-made message per option, each a link to the chat app. */
export function ChatPanel({ opened, onClose: close }: { opened: boolean; onClose: () => void }) {
  const facts = useFacts();
  const { chat } = facts;
  return (
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
                href={chatLink(facts, o.template, o.values)}
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
  );
}
