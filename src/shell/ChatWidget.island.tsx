import { UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { island } from '../islands/island';
import { useFacts } from '../ui/facts';
import { chatLink } from './chatLink';
import classes from './ChatWidget.module.css';

const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating chat button and its panel of ready-made messages. Every message is a link to
 * the chat app with its text; the button itself is a link to the general message until its
 * code runs, then it opens the panel, whose code comes on that first press.
 */
function ChatWidget() {
  const facts = useFacts();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && opened) {
      close();
      toggleRef.current?.focus();
    }
  });

  return (
    <div className={classes.root} data-floating>
      {used && (
        <Suspense fallback={null}>
          <ChatPanel opened={opened} onClose={close} />
        </Suspense>
      )}
      <UnstyledButton
        ref={toggleRef}
        component="a"
        href={chatLink(facts, 'general')}
        target="_blank"
        rel="noopener noreferrer"
        data-needs-live
        className={classes.toggle}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          setUsed(true);
          toggle();
        }}
        aria-label={facts.chat.buttonLabel}
        aria-expanded={opened}
        aria-controls="chat-panel"
      >
        {opened ? <IconMessageCircle size={30} aria-hidden /> : <IconBrandWhatsapp size={32} aria-hidden />}
      </UnstyledButton>
    </div>
  );
}

export default island('shell/ChatWidget', ChatWidget, 'load');
