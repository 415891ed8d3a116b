import type { MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavItem, Navigation } from './navigation';
import { useOpenGroup } from './use-open-group';

type SidebarNavProps = {
  navigation: Navigation;
  /** Called after any link is followed (the mobile sidebar closes). */
  onNavigate: () => void;
};

function NavLinkItem({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} className="sidebar-nav__link">
        {item.label}
      </NavLink>
    </li>
  );
}

export function SidebarNav({ navigation, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const { openGroupId, toggleGroup } = useOpenGroup(navigation.groups, pathname);

  // One listener for every link, including a click on the screen already shown (no route change).
  function handleClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click bubbles from links, which handle Enter themselves.
    <nav className="sidebar-nav" aria-label="Navegação principal" onClick={handleClick}>
      <ul className="sidebar-nav__list">
        {navigation.links.map((item) => (
          <NavLinkItem key={item.to} item={item} />
        ))}
        {navigation.groups.map((group) => {
          const isOpen = openGroupId === group.id;
          const listId = `menu-grupo-${group.id}`;
          return (
            <li key={group.id} className="sidebar-nav__group">
              <button
                type="button"
                className="sidebar-nav__toggle"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => toggleGroup(group.id)}
              >
                <span>{group.label}</span>
                <span className="sidebar-nav__chevron" aria-hidden="true" />
              </button>
              <ul id={listId} className="sidebar-nav__sublist" hidden={!isOpen}>
                {group.items.map((item) => (
                  <NavLinkItem key={item.to} item={item} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
