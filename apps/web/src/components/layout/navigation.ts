export type NavItem = {
  to: string;
  label: string;
  /** Shown only to an Administrador (the server refuses anyone else anyway). */
  isAdminOnly?: boolean;
};
export type NavGroup = { id: string; label: string; items: NavItem[] };
export type Navigation = { links: NavItem[]; groups: NavGroup[] };

/** True for the item's own path and anything below it (/nfe/emitir/42 is inside /nfe/emitir). */
export function isPathInside(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The id of the group holding the current screen, so it can start open. */
export function findGroupForPath(groups: NavGroup[], pathname: string): string | null {
  const group = groups.find((candidate) => candidate.items.some((item) => isPathInside(pathname, item.to)));
  return group?.id ?? null;
}

/** The menu as a user sees it: without the administrators' items for anyone else, and without empty groups. */
export function navigationFor(navigation: Navigation, isAdministrador: boolean): Navigation {
  if (isAdministrador) return navigation;
  const visible = (item: NavItem) => !item.isAdminOnly;
  return {
    links: navigation.links.filter(visible),
    groups: navigation.groups
      .map((group) => ({ ...group, items: group.items.filter(visible) }))
      .filter((group) => group.items.length > 0),
  };
}
