import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentosDistribuidos } from '../../src/db/schema/distribuicao-dfe.ts';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
import { manifestacoes } from '../../src/db/schema/manifestacoes.ts';
import { nfeInutilizacoes, notasFiscais, notasFiscaisEventos } from '../../src/db/schema/notas-fiscais.ts';
import { notasServicoEventos } from '../../src/db/schema/notas-servico.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { gerarAnexoDoContador } from '../../src/modules/contabilidade/anexo-do-contador.ts';
import { emailDoContador } from '../../src/modules/contabilidade/email-do-contador.ts';
import { montarEmailContador } from '../../src/modules/contabilidade/montar-email-contador.ts';
import type { SmtpEmpresa } from '../../src/modules/email/transporte-smtp.ts';
import { type Cenario, montarCenario } from '../nfse/cenario.ts';
import { lerZip, testarComUnzip } from '../support/ler-zip.ts';
import { formComXml, remessaXml } from '../support/nfe-remessa.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const baixar = async (path: string) => {
  const res = await c.t.request(`/api${path}`, { token: c.token });
  return { res, corpo: Buffer.from(await res.arrayBuffer()) };
};

/** 40 days before now: a document of an earlier month, which the period must leave out. */
const antigo = sql`now() - interval '40 days'`;

/** dhEmi in Brasília time, `dias` days ago. */
const dhEmiHa = (dias: number) =>
  `${new Date(Date.now() - dias * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;

async function importarEntrada(nNF: number, dhEmi: string) {
  const { xml } = remessaXml({
    nNF,
    itens: [
      { cProd: 'PP-H503', xProd: 'Polipropileno H503', qCom: '100.0000', vUnCom: '8.00', vProd: '800.00' },
    ],
    comProtocolo: true,
    dhEmi,
  });
  const res = await c.t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token: c.token,
    body: formComXml(xml),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id, chave } = (await res.json()) as { id: number; chave: string };
  return { id, chave, xml };
}

describe('GET /api/contabilidade/exportacao', () => {
  it("holds the period's documents, each byte-identical to its download, cancelled ones with their event, nothing from outside", async () => {
    const hoje = c.hoje();
    // Issued NF-e: one authorised, one cancelled, one with a CC-e; one of an earlier month that gets a CC-e today;
    // one of homologação.
    const autorizada = await c.nfeAutorizada(c.idTomador);
    const cancelada = await c.nfeAutorizada(c.idTomador);
    const cancelamento = await c.api(`/nfe/cancelar/${cancelada.id}`, 'POST', {
      justificativa: 'Pedido cancelado pelo cliente antes da entrega',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);
    const corrigida = await c.nfeAutorizada(c.idTomador);
    const correcao = { correcao: 'Pedido do cliente nº 4521, e não 4512 como constou.' };
    expect((await c.api(`/nfe/${corrigida.id}/carta-correcao`, 'POST', correcao)).status).toBe(200);
    const doMesPassado = await c.nfeAutorizada(c.idTomador);
    await c.t.db
      .update(notasFiscais)
      .set({ dataEmissao: antigo })
      .where(eq(notasFiscais.id, doMesPassado.id));
    expect((await c.api(`/nfe/${doMesPassado.id}/carta-correcao`, 'POST', correcao)).status).toBe(200);
    const deHomologacao = await c.nfeAutorizada(c.idTomador);
    await c.t.db
      .update(notasFiscais)
      .set({ ambiente: 'homologacao' })
      .where(eq(notasFiscais.id, deHomologacao.id));
    // A voided range.
    const inutilizacao = await c.api('/nfe/inutilizar', 'POST', {
      serie: 1,
      numero_inicial: 100,
      numero_final: 101,
      justificativa: 'Numeração pulada por falha do sistema',
    });
    expect(inutilizacao.status, JSON.stringify(inutilizacao.body)).toBe(200);
    // NFS-e: one authorised, one cancelled.
    const nfse = await c.emitir(c.pedido());
    expect(nfse.status, JSON.stringify(nfse.body)).toBe(200);
    const nfseCancelada = await c.emitir(c.pedido());
    const cancelarNfse = await c.api(`/nfse/cancelar/${nfseCancelada.body.id}`, 'POST', {
      codigo_motivo: '2',
      justificativa: 'Serviço não foi prestado ao tomador',
    });
    expect(cancelarNfse.status, JSON.stringify(cancelarNfse.body)).toBe(200);
    // Received: an imported entry of today, one of an earlier month, and notes fetched from SEFAZ (one of them the
    // imported entry again, which goes in once).
    await c.criar('/produtos', {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      ncm: '39021020',
      preco_venda: '8.00',
    });
    const entrada = await importarEntrada(501, dhEmiHa(0));
    // The company's own Confirmação da Operação of that entry.
    const confirmar = await c.api(`/upload/nfe-entrada/${entrada.id}/manifestar`, 'POST', {
      evento: 'confirmacao',
    });
    expect(confirmar.status, JSON.stringify(confirmar.body)).toBe(200);
    await importarEntrada(502, dhEmiHa(40));
    const distribuida = remessaXml({
      nNF: 503,
      itens: [
        { cProd: 'PP-H503', xProd: 'Polipropileno H503', qCom: '10.0000', vUnCom: '8.00', vProd: '80.00' },
      ],
      comProtocolo: true,
      dhEmi: dhEmiHa(0),
    });
    const distribuir = (nsu: string, chave: string, xml: string) =>
      c.t.db.insert(documentosDistribuidos).values({
        cnpjInteressado: '11222333000181',
        ambiente: 'simulacao',
        nsu,
        schema: 'procNFe_v4.00.xsd',
        tipo: 'procNFe',
        chaveAcesso: chave,
        emitenteCpfCnpj: '06157250000116',
        emitenteNome: 'Embalagens Paulista Ltda',
        valorTotal: '80.00',
        dataEmissao: new Date(),
        xml,
        status: 'XML disponível',
      });
    await distribuir('000000000000001', distribuida.chave, distribuida.xml);
    await distribuir('000000000000002', entrada.chave, `${entrada.xml}\n`);

    // In simulação every document here is a test one: the export that holds them is asked for by name.
    const query = `inicio=${hoje}&fim=${hoje}&documentos=teste`;
    const { res, corpo } = await baixar(`/contabilidade/exportacao?${query}`);
    expect(res.status, corpo.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contabilidade-${hoje}-a-${hoje}-TESTE-simulacao-sem-valor-fiscal.zip"`,
    );
    expect(await testarComUnzip(corpo)).toContain('No errors detected');
    const zip = await lerZip(corpo);

    const eventos = await c.t.db.select().from(notasFiscaisEventos);
    const evento = (idNota: number, tipo: string) => {
      const e = eventos.find((x) => x.idNotaFiscal === idNota && x.tipoEvento === tipo);
      if (!e) throw new Error(`evento ${tipo} da nota ${idNota} não encontrado`);
      return e;
    };
    const [inut] = await c.t.db.select().from(nfeInutilizacoes);
    const [eventoNfse] = await c.t.db.select().from(notasServicoEventos);
    const chaveNfse = async (id: number) => (await c.obter(id)).chave_acesso as string;
    const arquivoInut = `emitidas/inutilizacoes/11222333000181-55-1-100-101-procInutNFe.xml`;
    const esperados = [
      `emitidas/NFe/${autorizada.chave_acesso}-procNFe.xml`,
      `emitidas/NFe/${cancelada.chave_acesso}-procNFe.xml`,
      `emitidas/NFe/${corrigida.chave_acesso}-procNFe.xml`,
      `emitidas/eventos/${cancelada.chave_acesso}-110111-1-procEventoNFe.xml`,
      `emitidas/eventos/${corrigida.chave_acesso}-110110-1-procEventoNFe.xml`,
      `emitidas/eventos/${doMesPassado.chave_acesso}-110110-1-procEventoNFe.xml`,
      arquivoInut,
      `emitidas/NFSe/${await chaveNfse(nfse.body.id as number)}.xml`,
      `emitidas/NFSe/${await chaveNfse(nfseCancelada.body.id as number)}.xml`,
      `emitidas/NFSe/${await chaveNfse(nfseCancelada.body.id as number)}-101101-1-evento.xml`,
      `recebidas/NFe/${entrada.chave}-procNFe.xml`,
      `recebidas/NFe/${distribuida.chave}-procNFe.xml`,
      `recebidas/manifestacoes/${entrada.chave}-210200-1-procEventoNFe.xml`,
      'resumo.csv',
    ];
    expect([...zip.keys()].sort()).toEqual([...esperados].sort());

    // Each issued note byte for byte as GET /api/nfe/{id}/xml answers it; the NFS-e as GET /api/nfse/{id}/xml.
    for (const nota of [autorizada, cancelada, corrigida]) {
      const { corpo: xml } = await baixar(`/nfe/${nota.id}/xml`);
      expect(zip.get(`emitidas/NFe/${nota.chave_acesso}-procNFe.xml`)?.equals(xml)).toBe(true);
    }
    for (const id of [nfse.body.id, nfseCancelada.body.id] as number[]) {
      const { corpo: xml } = await baixar(`/nfse/${id}/xml`);
      expect(zip.get(`emitidas/NFSe/${await chaveNfse(id)}.xml`)?.equals(xml)).toBe(true);
    }
    // Events, the voided range and the received notes as stored (the entry as it was uploaded).
    const texto = (nome: string) => zip.get(nome)?.toString('utf8');
    expect(texto(`emitidas/eventos/${cancelada.chave_acesso}-110111-1-procEventoNFe.xml`)).toBe(
      evento(cancelada.id, '110111').xml,
    );
    expect(texto(`emitidas/eventos/${corrigida.chave_acesso}-110110-1-procEventoNFe.xml`)).toBe(
      evento(corrigida.id, '110110').xml,
    );
    expect(texto(`emitidas/eventos/${cancelada.chave_acesso}-110111-1-procEventoNFe.xml`)).toContain(
      '<tpEvento>110111</tpEvento>',
    );
    expect(texto(arquivoInut)).toBe(inut?.xml);
    // ... and as their own downloads answer them.
    const iguais = async (nome: string, path: string) =>
      expect(zip.get(nome)?.equals((await baixar(path)).corpo), nome).toBe(true);
    await iguais(
      `emitidas/eventos/${cancelada.chave_acesso}-110111-1-procEventoNFe.xml`,
      `/nfe/${cancelada.id}/eventos/110111/1/xml`,
    );
    await iguais(
      `emitidas/eventos/${corrigida.chave_acesso}-110110-1-procEventoNFe.xml`,
      `/nfe/${corrigida.id}/eventos/110110/1/xml`,
    );
    await iguais(arquivoInut, `/nfe/inutilizacoes/${inut?.id}/xml`);
    const [confirmacao] = await c.t.db.select().from(manifestacoes);
    await iguais(
      `recebidas/manifestacoes/${entrada.chave}-210200-1-procEventoNFe.xml`,
      `/upload/nfe-entrada/manifestacoes/${confirmacao?.id}/xml`,
    );
    expect(
      texto(`emitidas/NFSe/${await chaveNfse(nfseCancelada.body.id as number)}-101101-1-evento.xml`),
    ).toBe(eventoNfse?.xml);
    const [entradaGuardada] = await c.t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, entrada.id));
    expect(texto(`recebidas/NFe/${entrada.chave}-procNFe.xml`)).toBe(entradaGuardada?.xmlOriginal);
    expect(texto(`recebidas/NFe/${entrada.chave}-procNFe.xml`)).toBe(entrada.xml);
    expect(texto(`recebidas/NFe/${distribuida.chave}-procNFe.xml`)).toBe(distribuida.xml);

    // resumo.csv: one row per file, in the pt-BR Excel format of the other CSVs.
    const resumo = texto('resumo.csv') ?? '';
    const linhas = resumo
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(linhas[0]).toBe(
      'Tipo;Modelo;Série;Número;Chave de acesso;Data;CNPJ/CPF da outra parte;Nome da outra parte;CFOPs;Valor;Situação;Arquivo',
    );
    expect(linhas).toHaveLength(esperados.length);
    const dataBr = hoje.split('-').reverse().join('/');
    const chaveAgrupada = (chave: string) => chave.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(linhas).toContain(
      [
        'NF-e emitida',
        '55',
        '1',
        String(cancelada.numero_nfe),
        chaveAgrupada(cancelada.chave_acesso),
        dataBr,
        '11.444.777/0001-61',
        'Distribuidora Campinas Ltda',
        '5101',
        '12,34',
        'Cancelada',
        `emitidas/NFe/${cancelada.chave_acesso}-procNFe.xml`,
      ].join(';'),
    );
    expect(linhas).toContain(
      [
        'NF-e recebida',
        '55',
        '1',
        '501',
        chaveAgrupada(entrada.chave),
        dataBr,
        '06.157.250/0001-16',
        'Embalagens Paulista Ltda',
        '5901',
        '800,00',
        'Autorizada',
        `recebidas/NFe/${entrada.chave}-procNFe.xml`,
      ].join(';'),
    );

    // The count the screen reads first says the same.
    const contagem = await c.api(`/contabilidade/exportacao/contagem?${query}`);
    expect(contagem.body).toEqual({
      ambiente: 'simulacao',
      documentos: 'teste',
      nfe_emitidas: 3,
      eventos_nfe: 3,
      inutilizacoes: 1,
      nfse_emitidas: 2,
      eventos_nfse: 1,
      nfe_recebidas: 2,
      eventos_recebidos: 0,
      manifestacoes: 1,
      arquivos: esperados.length,
      nome_arquivo: `contabilidade-${hoje}-a-${hoje}-TESTE-simulacao-sem-valor-fiscal.zip`,
    });
    expect(res.headers.get('x-total-arquivos')).toBe(String(esperados.length));

    // With the DANFEs: one PDF beside each issued NF-e and NFS-e.
    const comDanfe = await lerZip((await baixar(`/contabilidade/exportacao?${query}&danfe=true`)).corpo);
    const pdfs = [...comDanfe.keys()].filter((n) => n.endsWith('.pdf')).sort();
    expect(pdfs).toEqual(
      [
        `emitidas/NFe/${autorizada.chave_acesso}-danfe.pdf`,
        `emitidas/NFe/${cancelada.chave_acesso}-danfe.pdf`,
        `emitidas/NFe/${corrigida.chave_acesso}-danfe.pdf`,
        `emitidas/NFSe/${await chaveNfse(nfse.body.id as number)}-danfse.pdf`,
        `emitidas/NFSe/${await chaveNfse(nfseCancelada.body.id as number)}-danfse.pdf`,
      ].sort(),
    );
    for (const pdf of pdfs) expect(comDanfe.get(pdf)?.subarray(0, 5).toString()).toBe('%PDF-');

    // A day with nothing: a valid archive with only the header of resumo.csv.
    const vazio = await lerZip(
      (await baixar('/contabilidade/exportacao?inicio=2020-01-01&fim=2020-01-31')).corpo,
    );
    expect([...vazio.keys()]).toEqual(['resumo.csv']);
    // The entry of 40 days ago is in its own month.
    const antes = new Date(Date.now() - 40 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    const mesPassado = await c.api(
      `/contabilidade/exportacao/contagem?inicio=${antes}&fim=${antes}&documentos=teste`,
    );
    expect(mesPassado.body).toMatchObject({ nfe_emitidas: 1, nfe_recebidas: 1 });
    expect(
      await c.t.db
        .select({ id: notasFiscais.id })
        .from(notasFiscais)
        .where(and(eq(notasFiscais.ambiente, 'homologacao'), eq(notasFiscais.id, deHomologacao.id))),
    ).toHaveLength(1);
  });

  it('refuses a period out of order, too long or with bad dates under the field (400)', async () => {
    const fora = await c.api('/contabilidade/exportacao?inicio=2026-03-31&fim=2026-03-01');
    expect(fora.status).toBe(400);
    expect(JSON.stringify(fora.body)).toContain('A data inicial deve ser anterior ou igual à data final.');
    const longo = await c.api('/contabilidade/exportacao/contagem?inicio=2024-01-01&fim=2026-01-01');
    expect(longo.status).toBe(400);
    expect(JSON.stringify(longo.body)).toContain('O período pode ter no máximo 366 dias.');
    expect((await c.api('/contabilidade/exportacao?inicio=2026-02-30&fim=2026-03-01')).status).toBe(400);
    expect((await c.api('/contabilidade/exportacao?inicio=2026-03-01&fim=2026-03-31&danfe=sim')).status).toBe(
      400,
    );
    expect((await c.t.request('/api/contabilidade/exportacao?inicio=2026-03-01&fim=2026-03-31')).status).toBe(
      401,
    );
  });

  it("the accountant's attachment is the same archive, refused whole above the limit, in an e-mail that counts it", async () => {
    const hoje = c.hoje();
    const query = { inicio: hoje, fim: hoje, danfe: false, documentos: 'teste' as const };
    const baixado = await lerZip(
      (await baixar(`/contabilidade/exportacao?inicio=${hoje}&fim=${hoje}&documentos=teste`)).corpo,
    );
    const { contagem, conteudo } = await gerarAnexoDoContador(c.t.ctx, query);
    const anexo = await lerZip(conteudo);
    expect([...anexo.keys()]).toEqual([...baixado.keys()]);
    for (const [nome, bytes] of anexo)
      expect(bytes.equals(baixado.get(nome) ?? Buffer.alloc(0)), nome).toBe(true);

    const recusa = await gerarAnexoDoContador(c.t.ctx, query, 20_000).catch((e: unknown) => e);
    expect(recusa).toBeInstanceOf(AppError);
    expect(recusa).toMatchObject({
      statusCode: 422,
      message: 'O arquivo do período passa de 20 KB e não pode ir anexado ao e-mail.',
    });

    const email = montarEmailContador({
      empresa: {
        razaoSocial: 'Plásticos Transformação Ltda',
        cnpj: '11222333000181',
        email: null,
        remetente: 'nfe@plasticos.com.br',
      },
      destinatario: 'escritorio@contabil.com.br',
      periodo: query,
      contagem,
      zip: conteudo,
    });
    const dataBr = hoje.split('-').reverse().join('/');
    expect(email.subject).toBe(`Documentos fiscais de ${dataBr} a ${dataBr} - Plásticos Transformação Ltda`);
    expect(email.text).toContain(`- NF-e emitidas: ${contagem.nfe_emitidas}\n`);
    expect(email.text).toContain('Atenção: documentos do ambiente de simulação, sem valor fiscal.');
    expect(email.attachments).toEqual([
      {
        filename: contagem.nome_arquivo,
        content: conteudo,
        contentType: 'application/zip',
        contentTransferEncoding: 'base64',
      },
    ]);

    // What the outbox sends later: the same archive, of the environment the e-mail was asked in.
    const empresa = {
      razaoSocial: 'Plásticos Transformação Ltda',
      cnpj: '11222333000181',
      email: null,
      smtpRemetente: 'nfe@plasticos.com.br',
    } as SmtpEmpresa;
    const envio = {
      destinatario: 'escritorio@contabil.com.br',
      exportacaoInicio: hoje,
      exportacaoFim: hoje,
      exportacaoDanfe: false,
      exportacaoAmbiente: 'simulacao' as const,
    };
    const daFila = await emailDoContador(c.t.ctx, empresa, envio);
    const [anexoDaFila] = daFila.attachments ?? [];
    expect(anexoDaFila?.filename).toBe(contagem.nome_arquivo);
    expect([...(await lerZip(anexoDaFila?.content as Buffer)).keys()]).toEqual([...baixado.keys()]);
    const deProducao = await emailDoContador(c.t.ctx, empresa, { ...envio, exportacaoAmbiente: 'producao' });
    const [anexoDeProducao] = deProducao.attachments ?? [];
    expect(anexoDeProducao?.filename).toBe(`contabilidade-${hoje}-a-${hoje}.zip`);
    expect([...(await lerZip(anexoDeProducao?.content as Buffer)).keys()]).toEqual(['resumo.csv']);
  });
});
