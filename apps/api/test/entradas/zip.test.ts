import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
import { formComXml, prepararEmpresaDaRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildZip, type ZipInput } from '../support/zip.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
});
afterAll(async () => t.close());

const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};
const PEAD = {
  cProd: 'PEAD-01',
  xProd: 'Polietileno de Alta Densidade',
  NCM: '39012029',
  qCom: '10',
  vUnCom: '7',
  vProd: '70.00',
};
const ABS = {
  cProd: 'ABS-9',
  xProd: 'ABS Natural',
  NCM: '39033020',
  qCom: '5',
  vUnCom: '12',
  vProd: '60.00',
};

const enviar = (conteudo: Buffer | string, nome = 'notas.zip') =>
  t.request('/api/upload/nfe-entrada', { method: 'POST', token, body: formComXml(conteudo, nome) });

async function contarEntradas(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas);
  return row?.n ?? 0;
}

async function recusaDoZip(entradas: ZipInput[]): Promise<{ status: number; error: string }> {
  const res = await enviar(buildZip(entradas));
  return { status: res.status, error: ((await res.json()) as { error: string }).error };
}

describe('a .zip of incoming NF-e in one upload', () => {
  it('imports each XML like a single upload and answers one result per file, in the order of the archive', async () => {
    const jaImportada = remessaXml({ nNF: 200, itens: [PP] });
    expect((await enviar(jaImportada.xml, 'nfe-200.xml')).status).toBe(201);
    const n201 = remessaXml({ nNF: 201, itens: [PP], comProtocolo: true });
    const n202 = remessaXml({ nNF: 202, itens: [PP, PP] });
    const faltantes = remessaXml({ nNF: 203, itens: [PEAD, PP, ABS, PEAD] });

    const res = await enviar(
      buildZip([
        { name: 'novembro/' },
        { name: 'novembro/nfe-201.xml', content: n201.xml },
        { name: 'novembro/semana 2/NFE-202.XML', content: n202.xml, isStored: true },
        { name: 'nfe-200.xml', content: jaImportada.xml },
        { name: 'nfe-203.xml', content: faltantes.xml },
        { name: 'leia-me.txt', content: 'notas de novembro' },
        { name: '__MACOSX/novembro/._nfe-201.xml', content: 'metadados' },
        {
          name: 'outra-empresa.xml',
          content: remessaXml({ nNF: 204, itens: [PP], dest: '44555666000181' }).xml,
        },
        { name: 'truncada.xml', content: n201.xml.slice(0, 400) },
        { name: 'copia-201.xml', content: n201.xml },
      ]),
    );
    expect(res.status).toBe(200);
    const { arquivos } = (await res.json()) as { arquivos: Record<string, unknown>[] };
    expect(arquivos.map((a) => [a.arquivo, a.situacao])).toEqual([
      ['novembro/', 'ignorada'],
      ['novembro/nfe-201.xml', 'importada'],
      ['novembro/semana 2/NFE-202.XML', 'importada'],
      ['nfe-200.xml', 'ja_importada'],
      ['nfe-203.xml', 'produtos_faltantes'],
      ['leia-me.txt', 'ignorada'],
      ['__MACOSX/novembro/._nfe-201.xml', 'ignorada'],
      ['outra-empresa.xml', 'recusada'],
      ['truncada.xml', 'recusada'],
      ['copia-201.xml', 'ja_importada'],
    ]);
    expect(arquivos[1]).toEqual({
      arquivo: 'novembro/nfe-201.xml',
      situacao: 'importada',
      importacao: {
        message: 'NF-e 201 importada com sucesso.',
        id: expect.any(Number),
        chave: n201.chave,
        avisos: [],
        assinatura_pendente: false,
        // A remessa (5901): the client's material, no supplier, nothing to pay (issue 24).
        itens: [{ numero_item: 1, codigo: 'PP-H503', cfop: '5901', destino: 'terceiros' }],
        id_cliente: expect.any(Number),
        id_fornecedor: null,
        emitente: 'Embalagens Paulista Ltda',
        lancamentos: [],
      },
    });
    expect(arquivos[3]).toEqual({
      arquivo: 'nfe-200.xml',
      situacao: 'ja_importada',
      mensagem: `NF-e já importada (chave ${jaImportada.chave}).`,
      chave: jaImportada.chave,
    });
    expect(arquivos[4]).toEqual({
      arquivo: 'nfe-203.xml',
      situacao: 'produtos_faltantes',
      chave: faltantes.chave,
      mensagem:
        'NF-e 203: 2 produtos não cadastrados. Responda às perguntas do .zip e envie-o de novo para importá-la.',
      produtos: [
        { nome: 'Polietileno de Alta Densidade', codigo_interno: 'PEAD-01', ncm: '39012029', unidade: 'KG' },
        { nome: 'ABS Natural', codigo_interno: 'ABS-9', ncm: '39033020', unidade: 'KG' },
      ],
    });
    expect(arquivos[0]?.mensagem).toBe('Pasta: ignorada.');
    expect(arquivos[5]?.mensagem).toBe('Não é um arquivo .xml: ignorado.');
    expect(arquivos[7]?.mensagem).toMatch(/^Esta NF-e não é destinada à empresa/);
    expect(arquivos[8]?.mensagem).toMatch(/./);
    expect(arquivos[9]?.mensagem).toBe(
      `NF-e repetida neste .zip (chave ${n201.chave}): só a primeira cópia foi considerada.`,
    );

    const importadas = await t.db.select({ numero: nfeEntradas.numeroNf }).from(nfeEntradas);
    expect(importadas.map((e) => e.numero).sort()).toEqual([200, 201, 202]);
    const [pp] = await t.db.select().from(produtos).where(eq(produtos.codigoInterno, 'PP-H503'));
    expect(pp?.estoqueAtual).toBe('400.0000');
  });

  it('imports notes moving the same products in every order at once, with the stock equal to the ledger', async () => {
    for (const p of [PEAD, ABS]) {
      await t.request('/api/produtos', {
        method: 'POST',
        token,
        json: { nome: p.xProd, codigo_interno: p.cProd, ncm: p.NCM },
      });
    }
    const ordens = [
      [PP, PEAD, ABS],
      [ABS, PEAD, PP],
      [PEAD, ABS, PP],
      [PP, ABS, PEAD],
      [ABS, PP, PEAD],
      [PEAD, PP, ABS],
    ];
    const notas = Array.from({ length: 36 }, (_, i) => ({
      name: `lote/nfe-${400 + i}.xml`,
      content: remessaXml({ nNF: 400 + i, itens: ordens[i % ordens.length] ?? [] }).xml,
    }));
    const res = await enviar(buildZip(notas));
    const { arquivos } = (await res.json()) as { arquivos: { arquivo: string; situacao: string }[] };
    expect(arquivos.map((a) => a.arquivo)).toEqual(notas.map((n) => n.name));
    expect(new Set(arquivos.map((a) => a.situacao))).toEqual(new Set(['importada']));
    const saldos = await t.db.execute<{ codigo: string; estoque: string; razao: string }>(sql`
      select p.codigo_interno as codigo, p.estoque_atual::text as estoque,
        (select coalesce(sum(m.quantidade_kg), 0)::text from estoque_movimentos m where m.id_produto = p.id) as razao
      from produtos p where p.codigo_interno in ('PEAD-01', 'ABS-9') order by 1`);
    expect(saldos.rows).toEqual([
      { codigo: 'ABS-9', estoque: '180.0000', razao: '180.0000' },
      { codigo: 'PEAD-01', estoque: '360.0000', razao: '360.0000' },
    ]);
  });

  it('refuses a file that is not a zip, and a zip above 50 MB, without importing anything', async () => {
    const antes = await contarEntradas();
    const falso = await enviar('isto não é um zip', 'notas.zip');
    expect(falso.status).toBe(400);
    expect(((await falso.json()) as { error: string }).error).toMatch(/não é um arquivo \.zip válido/);
    const grande = await enviar(
      buildZip([{ name: 'a.bin', content: randomBytes(51 * 1024 * 1024), isStored: true }]),
    );
    expect(grande.status).toBe(413);
    expect(((await grande.json()) as { error: string }).error).toBe(
      'O arquivo notas.zip excede o tamanho máximo de 50 MB.',
    );
    expect(await contarEntradas()).toBe(antes);
  });

  describe('hostile archives', () => {
    const valida = () => ({ name: 'valida.xml', content: remessaXml({ nNF: 300, itens: [PP] }).xml });

    it('refuses a compression bomb before importing any of its files', async () => {
      const antes = await contarEntradas();
      const bomba = await recusaDoZip([
        valida(),
        { name: 'bomba.xml', content: Buffer.alloc(4 * 1024 * 1024, 0x20) },
      ]);
      expect(bomba.status).toBe(400);
      expect(bomba.error).toMatch(
        /^O arquivo bomba\.xml dentro do \.zip descompacta \d+ vezes o seu tamanho/,
      );
      expect(bomba.error).toMatch(/bomba de compressão\. Nada foi importado\.$/);
      expect(await contarEntradas()).toBe(antes);
    });

    it('refuses more than 2 000 entries', async () => {
      const entradas = Array.from({ length: 2001 }, (_, i) => ({ name: `n${i}.txt`, content: 'x' }));
      expect(await recusaDoZip(entradas)).toEqual({
        status: 400,
        error: 'O .zip tem 2001 arquivos; o máximo é 2000 por envio. Nada foi importado.',
      });
    });

    it('refuses names that climb out of the folder, absolute paths and backslashes, as a whole', async () => {
      const antes = await contarEntradas();
      for (const nome of [
        'notas/../../etc/nota.xml',
        '/etc/nota.xml',
        'C:/nota.xml',
        'notas\\..\\nota.xml',
      ]) {
        const recusa = await recusaDoZip([valida(), { name: nome, content: '<a/>' }]);
        expect(recusa.status, nome).toBe(400);
        expect(recusa.error).toBe(
          `O arquivo .zip contém um caminho inseguro (${nome}) e foi recusado por inteiro. Nada foi importado.`,
        );
      }
      expect(await contarEntradas()).toBe(antes);
    });

    it('refuses, per file, an entry larger than 1 MB and one that inflates beyond its declared size', async () => {
      const { xml } = remessaXml({ nNF: 301, itens: [PP] });
      const res = await enviar(
        buildZip([
          { name: 'grande.xml', content: randomBytes(1024 * 1024 + 1), isStored: true },
          { name: 'mentirosa.xml', content: xml, declaredSize: 200 },
          valida(),
        ]),
      );
      expect(res.status).toBe(200);
      const { arquivos } = (await res.json()) as { arquivos: { situacao: string; mensagem?: string }[] };
      expect(arquivos).toEqual([
        {
          arquivo: 'grande.xml',
          situacao: 'recusada',
          mensagem:
            'O arquivo grande.xml excede 1 MB, o tamanho máximo de um XML de NF-e (a SEFAZ recusa lotes acima de 500 KB).',
        },
        {
          arquivo: 'mentirosa.xml',
          situacao: 'recusada',
          mensagem:
            'O conteúdo deste arquivo não confere com o índice do .zip (arquivo corrompido ou adulterado).',
        },
        expect.objectContaining({ arquivo: 'valida.xml', situacao: 'importada' }),
      ]);
    });

    it('still refuses a single XML above 1 MB with 413', async () => {
      const res = await enviar(Buffer.alloc(1024 * 1024 + 1, 0x20), 'nota.xml');
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe(
        'O arquivo nota.xml excede 1 MB, o tamanho máximo de um XML de NF-e (a SEFAZ recusa lotes acima de 500 KB).',
      );
    });
  });
});
