import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { island } from '../islands/island';

/** Back to Top: a link to the top of the page (it jumps there without scripts); once live, it scrolls there smoothly. */
function BackToTop({ label }: { label: string }) {
  const smoothly = (e: MouseEvent) => {
    e.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <Button
      variant="subtle"
      color="gray"
      c="white"
      leftSection={<IconArrowUp size={16} aria-hidden />}
      component="a"
      href="#top"
      onClick={smoothly}
    >
      {label}
    </Button>
  );
}

export default island('shell/BackToTop', BackToTop);
