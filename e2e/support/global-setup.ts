import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { type AppOptions, startApp } from './app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory every spec's app starts from (see `AppOptions.modelo`). */
    e2eModelo: NonNullable<AppOptions['modelo']>;
  }
}

/**
 * Starts the app once on a new data directory (initdb, every migration, the base seed, the administrator) and
 * stops it cleanly; each spec file then starts its own app on a copy of that directory, a fresh database
 * without the seconds of creating and migrating a cluster.
 */
export default async function setup(project: TestProject) {
  const app = await startApp();
  await app.stop({ keepData: true });
  project.provide('e2eModelo', { dataDir: app.dataDir, adminPassword: app.adminPassword });
  return async () => {
    await rm(app.dataDir, { recursive: true, force: true });
  };
}
