import { Suspense, memo } from 'react';
import { Hold, useNearScreen } from '../app/deferred';
import { InspectorToggle } from '../dev/inspector';
import { Outlet } from 'react-router-dom';
import { EnquiryProvider } from '../forms/EnquiryDialog';
import { ScrollManager } from '../app/ScrollManager';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';

export function Shell() {
  return (
    <EnquiryProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollManager />
      {/* Each part hydrates on its own (see Blocks), so no single task holds the main thread long. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <FooterNearScreen />
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
      {import.meta.env.DEV && <InspectorToggle />}
    </EnquiryProvider>
  );
}

/** The footer hydrates when the visitor comes near it, like the blocks (see useNearScreen). */
const FooterNearScreen = memo(function FooterNearScreen() {
  const near = useNearScreen();
  return (
    <div ref={near.ref}>
      <Suspense fallback={null}>
        <Hold wait={near.wait} />
        <Footer />
      </Suspense>
    </div>
  );
});
