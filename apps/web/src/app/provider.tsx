import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '../features/auth/components/session-provider';
import { createQueryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app (not a module singleton), so tests and hot reloads start clean.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
