import { Component, lazy, Suspense, type ReactNode } from 'react';

// Its code comes only when a part fails (most pages never need it).
const BlockNotice = lazy(() => import('./BlockNotice').then((m) => ({ default: m.BlockNotice })));

interface Props {
  type: string;
  index: number;
  /** Dev server only: the block's line in site.yaml, and its number there (hidden blocks counted). */
  line?: number;
  number?: number;
  children: ReactNode;
}

/** Keeps one failing block from taking the page down: it shows a notice, the rest renders. */
export class BlockBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  /** "block 2 (hero, site.yaml line 42)": which block, in the words of the page and of site.yaml. */
  private name(): string {
    const { index, type, line, number } = this.props;
    return `block ${number ?? index + 1} (${type}${line ? `, site.yaml line ${line}` : ''})`;
  }

  componentDidCatch(error: Error) {
    console.error(`The ${this.name()} failed to render:`, error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <BlockNotice detail={import.meta.env.DEV ? `The ${this.name()} failed: ${this.state.error.message}` : ''} />
      </Suspense>
    );
  }
}
