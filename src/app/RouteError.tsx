import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route fails to render: the spec's generic error page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed" component="pre" style={{ whiteSpace: 'pre-wrap' }}>
          {detail}
        </Text>
        <div>
          <Button component="a" href="/">
            Back to Home
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
