import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMessageCircle } from '@tabler/icons-react';
import { useFacts, useLanguage } from '../ui/facts';
import ChatOptions from './ChatOptions.island';
import classes from './ChatWidget.module.css';

const PANEL = 'chat-panel';

/**
 * The floating chat button and its panel of ready-made messages. The panel is a popover the
 * button opens: plain HTML, so it opens before any script and with scripts off; its close
 * button, Escape and a tap outside close it. Every message is a link to the chat app with its
 * text; once their code runs, choosing one also closes the panel (ChatOptions).
 */
export function ChatWidget() {
  const { chat } = useFacts();
  const { messages } = useLanguage();
  return (
    <div className={classes.root} data-floating>
      <Paper id={PANEL} popover="auto" role="dialog" aria-labelledby="chat-title" shadow="xl" radius="lg" className={classes.panel}>
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
          <CloseButton popoverTarget={PANEL} popoverTargetAction="hide" aria-label={messages.closeChat} variant="transparent" c="white" />
        </Group>
        <div className={classes.body}>
          {chat.greeting && <Text fz="sm">{chat.greeting}</Text>}
          <ChatOptions panel={PANEL} />
        </div>
      </Paper>
      <button
        type="button"
        popoverTarget={PANEL}
        className={classes.toggle}
        aria-label={chat.buttonLabel ?? messages.chatWithUs}
        aria-controls={PANEL}
      >
        <IconBrandWhatsapp size={32} aria-hidden className={classes.closedIcon} />
        <IconMessageCircle size={30} aria-hidden className={classes.openIcon} />
      </button>
    </div>
  );
}
