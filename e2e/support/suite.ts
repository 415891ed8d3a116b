import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { type AppOptions, type RunningApp, startApp } from './app';
import { launchBrowser, openPage, type Viewport } from './browser';

/** How the spec's browser starts: extra Chromium arguments, the pages' locale and viewport. */
export type BrowserOptions = { args?: readonly string[]; locale?: string; viewport?: Viewport };

export type E2eSuite = {
  app: RunningApp;
  browser: Browser;
  /** A fresh desktop context and page for the current test. */
  context: BrowserContext;
  page: Page;
};

/**
 * Registers the hooks of a spec file: one app (fresh database) and one browser for the file, a new
 * context per test so no session leaks from one test into the next. Read the fields inside tests.
 */
export function useE2eSuite(options: AppOptions = {}, browserOptions: BrowserOptions = {}): E2eSuite {
  const suite = {} as E2eSuite;

  beforeAll(async () => {
    const [app, browser] = await Promise.all([
      startApp({ ...options, modelo: inject('e2eModelo') }),
      launchBrowser(browserOptions.args),
    ]);
    suite.app = app;
    suite.browser = browser;
  });

  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });

  beforeEach(async () => {
    const { context, page } = await openPage(
      suite.browser,
      suite.app.baseUrl,
      browserOptions.viewport,
      browserOptions.locale,
    );
    suite.context = context;
    suite.page = page;
  });

  afterEach(async () => {
    await suite.context?.close();
  });

  return suite;
}

/** Collects every browser alert of a page (and accepts it so the page goes on). */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    // The page may close before the dialog is answered (end of test): that is not a failure.
    dialog.accept().catch(() => {});
  });
  return messages;
}
