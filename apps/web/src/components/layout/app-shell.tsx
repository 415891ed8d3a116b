import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusableElements } from '../ui/focusable';
import type { Navigation } from './navigation';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './app-shell.css';

type AppShellProps = {
  userName: string;
  navigation: Navigation;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** Shown above every screen (e.g. the fiscal environment notice). */
  banner?: ReactNode;
  children: ReactNode;
};

const SIDEBAR_ID = 'menu-lateral';

/** The signed-in frame (SPEC §2 'Sidebar and top bar'): sidebar, mobile top bar and the content area. */
export function AppShell({
  userName,
  navigation,
  onLogout,
  isLoggingOut = false,
  banner,
  children,
}: AppShellProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [seenPathname, setSeenPathname] = useState(pathname);

  // Any route change (a link, the browser's back button) closes the mobile sidebar.
  if (pathname !== seenPathname) {
    setSeenPathname(pathname);
    setIsMenuOpen(false);
  }

  // Opening moves focus into the sidebar so keyboard users start on its first link.
  useEffect(() => {
    if (isMenuOpen && sidebarRef.current) focusableElements(sidebarRef.current)[0]?.focus();
  }, [isMenuOpen]);

  useEffect(() => {
    if (!isMenuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isMenuOpen]);

  function closeMenu() {
    setIsMenuOpen(false);
  }

  return (
    <div className="app-shell" data-menu-open={isMenuOpen}>
      <a className="skip-link no-print" href="#conteudo">
        Pular para o conteúdo
      </a>
      <TopBar
        userName={userName}
        sidebarId={SIDEBAR_ID}
        isMenuOpen={isMenuOpen}
        onMenuClick={() => setIsMenuOpen((open) => !open)}
        menuButtonRef={menuButtonRef}
      />
      <Sidebar
        id={SIDEBAR_ID}
        ref={sidebarRef}
        userName={userName}
        navigation={navigation}
        isOpen={isMenuOpen}
        onNavigate={closeMenu}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
      {isMenuOpen && (
        <button
          type="button"
          className="app-shell__overlay no-print"
          aria-label="Fechar menu"
          tabIndex={-1}
          onClick={() => {
            closeMenu();
            menuButtonRef.current?.focus();
          }}
        />
      )}
      <main id="conteudo" className="app-shell__main" tabIndex={-1}>
        {banner}
        {children}
      </main>
    </div>
  );
}
