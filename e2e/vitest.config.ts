import { defineConfig } from 'vitest/config';

// Each spec file boots the real API (embedded PostgreSQL included, on a copy of the data directory the global
// setup migrated once) and a Chromium: files run one after another so they do not compete for the machine, and
// timeouts leave room for that start-up.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Sign-in runs the password KDF (scrypt, 128 MiB): on a loaded 2-core machine it takes seconds.
    expect: { poll: { timeout: 10_000 } },
  },
});
