import { useState } from 'react';
import { findGroupForPath, type NavGroup } from './navigation';

/**
 * Which sidebar group is open: at most one (SPEC §2). It starts on the group of the current screen and
 * follows navigation into another group (a dashboard shortcut to /nfe/emitir opens 'NF-e (Produto)').
 */
export function useOpenGroup(groups: NavGroup[], pathname: string) {
  const activeGroupId = findGroupForPath(groups, pathname);
  const [openGroupId, setOpenGroupId] = useState<string | null>(activeGroupId);
  const [seenActiveGroupId, setSeenActiveGroupId] = useState(activeGroupId);

  // Adjusting state while rendering (not in an effect) avoids painting the old group for one frame.
  if (activeGroupId !== seenActiveGroupId) {
    setSeenActiveGroupId(activeGroupId);
    if (activeGroupId) setOpenGroupId(activeGroupId);
  }

  function toggleGroup(groupId: string) {
    setOpenGroupId((current) => (current === groupId ? null : groupId));
  }

  return { openGroupId, toggleGroup };
}
