import { Outlet, useLocation } from 'react-router-dom';
import { InspectorToggle } from '../dev/inspector';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every page: the header and the chat button (live at once), the page's blocks, the footer. */
export function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header current={pathname} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
      {import.meta.env.DEV && <InspectorToggle />}
    </>
  );
}
