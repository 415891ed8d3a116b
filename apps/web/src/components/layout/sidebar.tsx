import type { Ref } from 'react';
import { Link } from 'react-router';
import { APP_NAME, APP_TAGLINE } from '../../config/app';
import type { Navigation } from './navigation';
import { OnlineStatus } from './online-status';
import { SidebarNav } from './sidebar-nav';
import { userInitial } from './user-initial';

type SidebarProps = {
  id: string;
  ref?: Ref<HTMLElement>;
  userName: string;
  navigation: Navigation;
  /** Only meaningful below 900px, where the sidebar slides in over the page. */
  isOpen: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
};

export function Sidebar({
  id,
  ref,
  userName,
  navigation,
  isOpen,
  onNavigate,
  onLogout,
  isLoggingOut,
}: SidebarProps) {
  return (
    <aside id={id} ref={ref} className="sidebar no-print" data-open={isOpen} aria-label="Menu lateral">
      <div className="sidebar__brand">
        <Link to="/dashboard" className="sidebar__brand-link" onClick={onNavigate}>
          <span className="sidebar__brand-name">{APP_NAME}</span>
          <span className="sidebar__brand-tagline">{APP_TAGLINE}</span>
        </Link>
      </div>

      <div className="sidebar__user">
        <span className="sidebar__avatar" aria-hidden="true">
          {userInitial(userName)}
        </span>
        <div className="sidebar__user-text">
          <span className="sidebar__user-name">{userName}</span>
          <OnlineStatus />
        </div>
      </div>

      <SidebarNav navigation={navigation} onNavigate={onNavigate} />

      <div className="sidebar__footer">
        <button type="button" className="sidebar__logout" onClick={onLogout} disabled={isLoggingOut}>
          {isLoggingOut ? 'Saindo...' : 'Sair'}
        </button>
      </div>
    </aside>
  );
}
