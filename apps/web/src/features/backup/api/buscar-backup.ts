import { ZBackupInfo } from '@erp/contracts/backup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const backupKey = ['backup'] as const;

/** Administrators only: anyone else gets 403. */
export async function getBackup(signal?: AbortSignal) {
  return ZBackupInfo.parse(await apiClient.get<unknown>('/preferencias/backup', { signal }));
}

export function backupQueryOptions() {
  return queryOptions({
    queryKey: backupKey,
    queryFn: ({ signal }) => getBackup(signal),
    // A backup is taken by the server on its own: read the folder afresh whenever a screen shows it.
    staleTime: 0,
  });
}

export function useBackup() {
  return useQuery(backupQueryOptions());
}
