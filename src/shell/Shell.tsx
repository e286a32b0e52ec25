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
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
    </EnquiryProvider>
  );
}
