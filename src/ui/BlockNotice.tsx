import { Alert, Container } from '@mantine/core';
import { useLanguage } from './facts';

/** What shows in place of a part that failed (see BlockBoundary); `detail` only on the dev server. */
export function BlockNotice({ detail }: { detail: string }) {
  const { messages } = useLanguage();
  return (
    <Container size="lg" py="md">
      <Alert color="earth" variant="light" title={messages.sectionFailed} role="status">
        {messages.restOfPageFine} {detail}
      </Alert>
    </Container>
  );
}
