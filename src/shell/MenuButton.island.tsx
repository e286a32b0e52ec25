import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { island } from '../islands/island';
import { useFacts } from '../ui/facts';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/**
 * The phone menu's button and, from its first tap, the menu (a drawer). Shown below the `md`
 * width only; with scripts off the header lists the links instead (see Header.tsx).
 */
function MenuButton({ current }: { current: string }) {
  const { navigation } = useFacts();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The menu's code loads on the first tap, then stays so closing can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setMenuUsed(true);
          toggle();
        }}
        hiddenFrom="md"
        aria-label={navigation.menuLabel}
        aria-expanded={opened}
        aria-controls="mobile-menu"
        data-needs-live
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} current={current} />
        </Suspense>
      )}
    </>
  );
}

export default island('shell/MenuButton', MenuButton, 'load');
