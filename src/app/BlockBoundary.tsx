import { Alert, Container } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  index: number;
  children: ReactNode;
}

/** Keeps one failing block from taking the page down: it shows a notice, the rest renders. */
export class BlockBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`Block ${this.props.index + 1} ("${this.props.type}") failed to render:`, error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container size="lg" py="md">
        <Alert color="earth" variant="light" title="This section could not be shown" role="status">
          The rest of the page is fine. {import.meta.env.DEV ? `Block "${this.props.type}": ${this.state.error.message}` : ''}
        </Alert>
      </Container>
    );
  }
}
