import { assinarNFe } from '@erp/fiscal/nfe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
import {
  certificadoTeste,
  formComXml,
  prepararEmpresaDaRemessa,
  remessaXml,
} from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildZip } from '../support/zip.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
});
afterAll(async () => t.close());

const MB = 1024 * 1024;
// infAdProd holds up to 500 characters: with it an item is about 0.9 KB, so the 990 items an NF-e may have
// make the largest note a client can send (about 0.9 MB), and 1 250 make one just over the 1 MB limit.
const INF_AD_PROD = `<infAdProd>${'Lote 4711, cor natural, sacos de 25 kg. '.repeat(13).slice(0, 500)}</infAdProd>`;

function notaComItens(nNF: number, itens: number) {
  const { chave, xml } = remessaXml({
    nNF,
    assinar: false,
    itens: Array.from({ length: itens }, (_, k) => ({
      cProd: 'PP-H503',
      xProd: `Polipropileno H503 lote ${k}`,
      qCom: '25.0000',
      vUnCom: '8.00',
      vProd: '200.00',
    })),
  });
  const nfe = xml.replace(/^<\?xml[^>]*\?>/, '').replaceAll('</prod>', `</prod>${INF_AD_PROD}`);
  return { chave, xml: `<?xml version="1.0" encoding="UTF-8"?>${assinarNFe(nfe, certificadoTeste)}` };
}

const enviar = (rota: string, conteudo: string | Buffer, nome: string) =>
  t.request(`/api/upload/nfe-entrada${rota}`, { method: 'POST', token, body: formComXml(conteudo, nome) });

async function contarEntradas(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas);
  return row?.n ?? 0;
}

describe('reading uploads in worker threads (issue 13)', () => {
  it('keeps GET /api/health answering, asked every 20 ms, while a .zip of the largest NF-e is imported', async () => {
    // Every file is as heavy as the limits let one be; more of them would only repeat the same work longer.
    const notas = Array.from({ length: 12 }, (_, i) => notaComItens(500 + i, 990));
    expect(Math.min(...notas.map((n) => Buffer.byteLength(n.xml)))).toBeGreaterThan(0.8 * MB);
    const zip = buildZip(notas.map((n, i) => ({ name: `grandes/nfe-${500 + i}.xml`, content: n.xml })));

    const latencias: number[] = [];
    let isImportando = true;
    const sondagem = (async () => {
      while (isImportando) {
        const inicio = performance.now();
        const res = await t.request('/api/health');
        await res.text();
        latencias.push(performance.now() - inicio);
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const res = await enviar('', zip, 'grandes.zip');
    isImportando = false;
    await sondagem;

    expect(res.status).toBe(200);
    const { arquivos } = (await res.json()) as { arquivos: { situacao: string; mensagem?: string }[] };
    expect(arquivos.map((a) => a.mensagem ?? a.situacao)).toEqual(notas.map(() => 'importada'));
    expect(latencias.length).toBeGreaterThan(20);
    // Reading a note of 0.8-1 MB (parse, schema, signature) takes 0.5-0.8 s: on the main thread, twelve of them would
    // hold most probes back. In the workers, health waits only for the notes' inserts and the garbage collector,
    // which on a shared 2-core machine running other test files beside this one can reach a few hundred ms once.
    latencias.sort((a, b) => a - b);
    expect(latencias[Math.floor(latencias.length / 2)]).toBeLessThan(100);
    expect(latencias.at(-1)).toBeLessThan(600);
  });

  it('refuses an NF-e over 1 MB with its name and the limit, alone or inside a .zip, and stores nothing', async () => {
    const grande = notaComItens(600, 1250);
    expect(Buffer.byteLength(grande.xml)).toBeGreaterThan(MB);
    const antes = await contarEntradas();
    const mensagem = (nome: string) =>
      `O arquivo ${nome} excede 1 MB, o tamanho máximo de um XML de NF-e (a SEFAZ recusa lotes acima de 500 KB).`;

    for (const rota of ['', '/analisar']) {
      const res = await enviar(rota, grande.xml, 'nfe-600.xml');
      expect(res.status, rota).toBe(413);
      expect(await res.json()).toEqual({ error: mensagem('nfe-600.xml') });
    }
    const zip = await enviar('', buildZip([{ name: 'lote/nfe-600.xml', content: grande.xml }]), 'lote.zip');
    expect(zip.status).toBe(200);
    expect(((await zip.json()) as { arquivos: unknown[] }).arquivos).toEqual([
      {
        arquivo: 'lote/nfe-600.xml',
        situacao: 'recusada',
        mensagem: mensagem('lote/nfe-600.xml'),
      },
    ]);
    expect(await contarEntradas()).toBe(antes);
  });
});
