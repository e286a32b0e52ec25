import { Suspense } from 'react';
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
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </EnquiryProvider>
  );
}
