import { ClienteSefin, ErroComunicacaoSefin } from '@erp/fiscal/nfse';
import { describe, expect, test } from 'vitest';
import { montarDps, pedidoCancelamentoNfse } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

/** O cliente da Sefin Nacional do pacote fiscal, apontado para o simulador, como o ERP fará no modo simulação. */
function cliente(a: Ambiente, timeoutMs?: number): ClienteSefin {
  return new ClienteSefin({
    urlBase: `${a.sim.url}/SefinNacional`,
    certificado: a.chave,
    ca: a.sim.ca,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

describe('ClienteSefin (@erp/fiscal) contra o simulador', () => {
  const a = usarSimulador();

  test('emite, consulta pela DPS e pela chave, e cancela', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 1 }, a.chave);
    const emissao = await cliente(a).emitir(dps.xml);
    if (!emissao.autorizada) throw new Error(JSON.stringify(emissao.erros));
    expect(emissao.idDps).toBe(dps.id);
    expect(emissao.nfseXml).toContain(dps.xml);

    const porDps = await cliente(a).consultarDps(dps.id);
    expect(porDps).toMatchObject({ encontrada: true, chaveAcesso: emissao.chaveAcesso });
    const porChave = await cliente(a).consultarNfse(emissao.chaveAcesso);
    expect(porChave).toMatchObject({ encontrada: true, nfseXml: emissao.nfseXml });

    const pedido = pedidoCancelamentoNfse(emissao.chaveAcesso, CNPJ_A1_TESTE, a.chave);
    const cancelamento = await cliente(a).cancelar(emissao.chaveAcesso, pedido);
    expect(cancelamento.registrado).toBe(true);
    const evento = await cliente(a).consultarEvento(emissao.chaveAcesso, '101101', 1);
    expect(evento).toMatchObject({ encontrado: true });
    if (cancelamento.registrado && evento.encontrado) expect(evento.eventoXml).toBe(cancelamento.eventoXml);
  });

  test('DPS repetida: rejeição E0014 como resultado, não exceção', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 2 }, a.chave);
    await cliente(a).emitir(dps.xml);
    const repetida = await cliente(a).emitir(dps.xml);
    expect(repetida.autorizada).toBe(false);
    expect(repetida.autorizada === false && repetida.erros.map((e) => e.codigo)).toEqual(['E0014']);
  });

  test('atraso além do tempo limite: exceção TEMPO_ESGOTADO, e a NFS-e gerada é achada pela DPS', async () => {
    a.sim.faults.definir('SefinNacional', { tipo: 'atraso', ms: 2_000, vezes: 1 });
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 3 }, a.chave);
    const erro = await cliente(a, 300)
      .emitir(dps.xml)
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroComunicacaoSefin);
    expect((erro as ErroComunicacaoSefin).codigo).toBe('TEMPO_ESGOTADO');
    expect(await cliente(a).consultarDps(dps.id)).toMatchObject({ encontrada: true });
  });
});
