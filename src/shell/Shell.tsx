import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { useLanguage } from '../ui/facts';

/** Every page: the header, the page's blocks, the footer and the chat button; `extra`: what the app adds (dev tools). */
export function Shell({ extra }: { extra?: ReactNode }) {
  const { pathname } = useLocation();
  const { messages } = useLanguage();
  return (
    <>
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      <Header current={pathname} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
      {extra}
    </>
  );
}
