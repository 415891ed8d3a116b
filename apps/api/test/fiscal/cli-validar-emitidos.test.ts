import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { executarCli } from '@erp/fiscal/cli';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeInutilizacoes } from '../../src/db/schema/notas-fiscais.ts';
import { notasServicoEventos } from '../../src/db/schema/notas-servico.ts';
import { type Cenario, montarCenario } from '../nfse/cenario.ts';

// `npm run fiscal -- validar` on the documents the product itself keeps (and exports to the accountant): the
// homologated inutilização (ProcInutNFe) and the NFS-e cancellation as the Sefin registered it (evento).
let c: Cenario;
let pasta = '';
beforeAll(async () => {
  c = await montarCenario();
  pasta = mkdtempSync(join(tmpdir(), 'cli-emitidos-'));
});
afterAll(async () => {
  rmSync(pasta, { recursive: true, force: true });
  await c.t.close();
});

async function validar(nome: string, xml: string) {
  const arquivo = join(pasta, nome);
  writeFileSync(arquivo, xml);
  const linhas: string[] = [];
  const codigo = await executarCli(['validar', arquivo], {
    escrever: (linha) => linhas.push(linha),
    erro: (linha) => linhas.push(linha),
  });
  return { codigo, saida: linhas.join('\n') };
}

describe('fiscal validar: every document the product emits', () => {
  it('the inutilização as stored (procInutNFe): recognised, schema-valid, signatures valid', async () => {
    const r = await c.api('/nfe/inutilizar', 'POST', {
      serie: 1,
      numero_inicial: 10,
      numero_final: 12,
      justificativa: 'Numeração pulada por falha do sistema',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [registro] = await c.t.db.select().from(nfeInutilizacoes);
    const { codigo, saida } = await validar('inutilizacao.xml', registro?.xml as string);
    expect(saida).toContain(
      'Documento: Inutilização de numeração homologada (procInutNFe)\nSchema: válido\nAssinatura: válida\n' +
        'Resultado: documento válido',
    );
    expect(codigo).toBe(0);
  });

  it('the NFS-e cancellation event as the Sefin registered it: recognised, schema-valid, signatures valid', async () => {
    const emitida = await c.emitir(c.pedido());
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const id = emitida.body.id as number;
    const cancelada = await c.api(`/nfse/cancelar/${id}`, 'POST', {
      codigo_motivo: '2',
      justificativa: 'Serviço não foi prestado ao tomador',
    });
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    const [evento] = await c.t.db
      .select()
      .from(notasServicoEventos)
      .where(eq(notasServicoEventos.idNotaServico, id));
    const { codigo, saida } = await validar('cancelamento-nfse.xml', evento?.xml as string);
    expect(saida).toContain(
      'Documento: Evento da NFS-e registrado (evento)\nSchema: válido\nAssinatura: válida\n' +
        'Resultado: documento válido',
    );
    expect(codigo).toBe(0);
  });

  it('a tampered NFS-e event is not valid', async () => {
    const [evento] = await c.t.db.select().from(notasServicoEventos);
    const adulterado = (evento?.xml ?? '').replace(
      'Serviço não foi prestado ao tomador',
      'Serviço não foi prestado ao cliente',
    );
    const { codigo, saida } = await validar('adulterado.xml', adulterado);
    expect(saida).toContain('Assinatura: inválida');
    expect(codigo).toBe(1);
  });
});
