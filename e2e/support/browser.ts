import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Debian's Chromium, driven headless; this machine has no network, so every background fetch is off.
 * `extraArgs` start it otherwise, e.g. ['--lang=en-US'] for a browser in English.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export type Viewport = { width: number; height: number };

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** A fresh context (empty localStorage) for each test, pointed at the app under test. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport = DESKTOP,
  locale = 'pt-BR',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale });
  const page = await context.newPage();
  return { context, page };
}
