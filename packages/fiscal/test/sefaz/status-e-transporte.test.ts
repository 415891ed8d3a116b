import { describe, expect, test } from 'vitest';
import { consultarStatusServico } from '../../src/nfe/sefaz/consultar-status-servico.ts';
import { SefazTransporteError } from '../../src/nfe/sefaz/sefaz-transporte-error.ts';
import { usarSimulador } from './support/simulador.ts';

async function falhaDe(promessa: Promise<unknown>): Promise<SefazTransporteError> {
  const erro = await promessa.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(erro).toBeInstanceOf(SefazTransporteError);
  return erro as SefazTransporteError;
}

describe('NFeStatusServico4 e transporte', () => {
  const a = usarSimulador();

  test('status do serviço: 107 com tMed, sobre HTTPS com TLS mútuo', async () => {
    const status = await consultarStatusServico(a.cliente());
    expect(status.cStat).toBe('107');
    expect(status.xMotivo).toBe('Serviço em Operação');
    expect(status.cUF).toBe('43');
    expect(status.tMed).toBe(1);
    expect(status.dhRecbto).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(status.xml).toMatch(/^<retConsStatServ [^>]*xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe"/);
  });

  test('serviço paralisado é resultado (108), não exceção', async () => {
    a.sim.faults.definir('NFeStatusServico4', { tipo: 'paralisado', cStat: '108', vezes: 1 });
    const status = await consultarStatusServico(a.cliente());
    expect(status.cStat).toBe('108');
    expect(status.tMed).toBeUndefined();
  });

  test('servidor com certificado fora das ACs confiáveis: erro de conexão (a verificação está ligada)', async () => {
    // Sem a AC do simulador: só as raízes do Node e as ICP-Brasil v10 e v5, como em produção.
    const erro = await falhaDe(consultarStatusServico(a.cliente({ casExtras: [] })));
    expect(erro.kind).toBe('conexao');
    expect(erro.podeTerSidoProcessada).toBe(false);
    expect(erro.message).toContain('não é confiável');
    expect(erro.servico).toBe('NFeStatusServico4');
  });

  test('resposta atrasada além do tempo limite: timeout na fase de resposta', async () => {
    a.sim.faults.definir('NFeStatusServico4', { tipo: 'atraso', ms: 2_000, vezes: 1 });
    const inicio = Date.now();
    const erro = await falhaDe(consultarStatusServico(a.cliente({ timeoutRespostaMs: 300 })));
    expect(Date.now() - inicio).toBeLessThan(1_500);
    expect(erro.kind).toBe('timeout');
    expect(erro.fase).toBe('resposta');
    expect(erro.podeTerSidoProcessada).toBe(true);
  });

  test('HTTP 500 com SOAP Fault: erro http com o status e o motivo', async () => {
    a.sim.faults.definir('NFeStatusServico4', { tipo: 'http500', vezes: 1 });
    const erro = await falhaDe(consultarStatusServico(a.cliente()));
    expect(erro.kind).toBe('http');
    expect(erro.status).toBe(500);
    expect(erro.message).toContain('Erro interno do servidor (falha injetada)');
  });

  test('conexão recusada: erro de conexão antes de qualquer envio', async () => {
    const cliente = a.cliente({ baseUrl: 'https://127.0.0.1:9' });
    const erro = await falhaDe(consultarStatusServico(cliente));
    expect(erro.kind).toBe('conexao');
    expect(erro.codigo).toBe('ECONNREFUSED');
    expect(erro.podeTerSidoProcessada).toBe(false);
  });
});
