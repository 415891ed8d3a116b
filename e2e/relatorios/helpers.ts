import { readFile } from 'node:fs/promises';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { Locator, Page } from 'playwright-core';

/** Helpers of the report specs: data is created through the API, the screens are driven as a user would. */

/** Today in Brasília, the calendar the API and the screens compute "today" and "this month" in. */
export { hojeEmBrasilia };

/** "2026-11-22" + n days, in calendar arithmetic. */
export function somarDias(iso: string, dias: number): string {
  const [ano, mes, dia] = iso.split('-').map(Number);
  return new Date(Date.UTC(ano ?? 0, (mes ?? 1) - 1, (dia ?? 1) + dias)).toISOString().slice(0, 10);
}

/** The last day of the current month in Brasília, the default end of the billing report. */
export function ultimoDiaDoMes(now = new Date()): string {
  const [ano = 0, mes = 1] = hojeEmBrasilia(now).split('-').map(Number);
  return new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10);
}

export const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/** Clicks 'Exportar CSV' and returns the file's name and its exact text, BOM included. */
export async function exportarCsv(page: Page): Promise<{ nome: string; texto: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const caminho = await download.path();
  const bytes = await readFile(caminho);
  return {
    nome: download.suggestedFilename(),
    texto: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    bytes,
  };
}

/** The expected CSV: BOM, then each line ended by CRLF. */
export const csv = (...linhas: string[]) => `\uFEFF${linhas.map((l) => `${l}\r\n`).join('')}`;

export async function textos(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.trim());
}

/** The period form: 'De', 'Até', then 'Filtrar'. */
export async function filtrarPeriodo(page: Page, de: string, ate: string): Promise<void> {
  const form = page.locator('search');
  await form.getByLabel('De', { exact: true }).fill(de);
  await form.getByLabel('Até', { exact: true }).fill(ate);
  await form.getByRole('button', { name: 'Filtrar' }).click();
}
