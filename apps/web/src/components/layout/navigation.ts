export type NavItem = { to: string; label: string };
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
