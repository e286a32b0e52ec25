import { Button, Stack } from '@mantine/core';
import { useSaid } from '../ui/facts';
import { island } from '../islands/island';
import { useFacts } from '../ui/facts';
import { chatLink } from './chatLink';

/**
 * The chat panel's quick options: each a link to the chat app with its message (it works
 * before this code comes and with scripts off); once live, choosing one also closes the panel.
 */
function ChatOptions({ panel }: { panel: string }) {
  const facts = useFacts();
  const close = () => document.getElementById(panel)?.hidePopover();
  const said = useSaid();
  return (
    <Stack gap="xs">
      {facts.chat.options.map((o) => (
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
          {said(o.label)}
        </Button>
      ))}
    </Stack>
  );
}

export default island('shell/ChatOptions', ChatOptions);
