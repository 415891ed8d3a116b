import { defineConfig } from 'vitest/config';

// Each spec file boots the real API (embedded PostgreSQL included, on a copy of the data directory the global
// setup migrated once) and a Chromium of its own, so two files run at a time (a spec waits on its page, its API
// and its database more than it computes); timeouts leave room for the start-up on a busy 2-core machine.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // Two specs share 2 cores with their apps and browsers: one attempt in a few hundred can lose a 30 s wait to
    // the machine (producao/ordens once did, and passed alone in 3 s). A second attempt absorbs that; a real
    // defect fails both, and the report names every retried test.
    retry: 1,
    hookTimeout: 120_000,
    // Sign-in runs the password KDF (scrypt, 128 MiB): on a loaded 2-core machine it takes seconds.
    expect: { poll: { timeout: 10_000 } },
  },
});
