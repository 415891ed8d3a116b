import type { Ref } from 'react';
import { OnlineStatus } from './online-status';

type TopBarProps = {
  userName: string;
  sidebarId: string;
  isMenuOpen: boolean;
  onMenuClick: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

/** Shown below 900px only (CSS): the menu button that slides the sidebar in, and who is signed in. */
export function TopBar({ userName, sidebarId, isMenuOpen, onMenuClick, menuButtonRef }: TopBarProps) {
  return (
    <header className="topbar no-print">
      <button
        ref={menuButtonRef}
        type="button"
        className="topbar__menu"
        aria-controls={sidebarId}
        aria-expanded={isMenuOpen}
        // A fixed name; aria-expanded already tells whether the menu is open.
        aria-label="Menu"
        onClick={onMenuClick}
      >
        <span className="topbar__menu-icon" aria-hidden="true" />
      </button>
      <div className="topbar__user">
        <span className="topbar__user-name">{userName}</span>
        <OnlineStatus />
      </div>
    </header>
  );
}
