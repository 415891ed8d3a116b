import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1); an integration file spends much of its time
    // waiting on PostgreSQL, a child process or a timer (a server starting, a backoff), so three files at a time
    // keep both cores busy where two left them idle while both files waited.
    maxWorkers: 3,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'apps/api/test/**/*.test.ts',
            'apps/sefaz-sim/test/**/*.test.ts',
            'packages/fiscal/test/**/*.test.ts',
          ],
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
