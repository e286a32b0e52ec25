import { Alert, Container } from '@mantine/core';

/** What shows in place of a part that failed (see BlockBoundary); `detail` only on the dev server. */
export function BlockNotice({ detail }: { detail: string }) {
  return (
    <Container size="lg" py="md">
      <Alert color="earth" variant="light" title="This section could not be shown" role="status">
        The rest of the page is fine. {detail}
      </Alert>
    </Container>
  );
}
