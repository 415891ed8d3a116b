import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedBase } from '../../src/db/seed/seed-base.ts';
import { TEMPLATE_DB, TEST_ADMIN } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's maintenance database; test files clone TEMPLATE_DB from it. */
    pgServerUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run (or TEST_DATABASE_URL's server). A template database is migrated
 * and seeded once; every test file then gets its own fresh copy in milliseconds.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let serverUrl = process.env.TEST_DATABASE_URL;
  let dir: string | undefined;
  if (!serverUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'erp-test-pg-'));
    // The cluster runs as the unprivileged 'postgres' user when tests run as root: it must reach the dir.
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
    stop = embedded.stop;
    serverUrl = embedded.url.replace(/\/[^/]+$/, '/postgres');
  }

  try {
    await createTemplate(serverUrl);
  } catch (error) {
    // A failed setup must not leave the cluster running and the test process hanging.
    await stop();
    throw error;
  }

  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

async function createTemplate(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const templateUrl = serverUrl.replace(/\/[^/]+$/, `/${TEMPLATE_DB}`);
  await runMigrations(templateUrl);
  const { db, close } = createDb(templateUrl, 2);
  try {
    await seedBase(db, TEST_ADMIN);
  } finally {
    await close();
  }
}
