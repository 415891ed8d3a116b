import { describe, expect, test } from 'vitest';
import { autorizarNFe } from '../../src/nfe/sefaz/autorizar-nfe.ts';
import { emitirComConsulta } from '../../src/nfe/sefaz/emitir-com-consulta.ts';
import { validarXml } from '../../src/nfe/validate.ts';
import { montarNFeDeTeste } from './support/nfe-de-teste.ts';
import { CNPJ_A1_TESTE, usarSimulador } from './support/simulador.ts';

describe('emissão idempotente: sem resposta ou com duplicidade, consulta pela chave', () => {
  const a = usarSimulador();
  const notasNoSimulador = () => Object.keys(a.sim.state.dados.notas);

  test('tempo esgotado depois do envio: consulta e devolve o protocolo, uma única autorização', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'atraso', ms: 2_000, vezes: 1 });
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 10 }, a.a1);
    const emissao = await emitirComConsulta(a.cliente({ timeoutRespostaMs: 300 }), nfe.xml);
    expect(emissao.situacao).toBe('autorizada');
    if (emissao.situacao !== 'autorizada') return;
    expect(emissao.viaConsulta).toBe(true);
    expect(emissao.protNFe.nProt).toBe(a.sim.state.nota(nfe.chave)?.nProt);
    expect(validarXml(emissao.nfeProc, 'procNFe').erros).toEqual([]);
    expect(notasNoSimulador()).toEqual([nfe.chave]);
  });

  test('resposta perdida (a conexão cai depois de autorizar): consulta e devolve o protocolo', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'respostaPerdida', vezes: 1 });
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 11 }, a.a1);
    const emissao = await emitirComConsulta(a.cliente(), nfe.xml);
    expect(emissao.situacao).toBe('autorizada');
    if (emissao.situacao !== 'autorizada') return;
    expect(emissao.viaConsulta).toBe(true);
    expect(emissao.nfeProc).toContain(nfe.xml);
    expect(notasNoSimulador()).toEqual([nfe.chave]);
    expect(Object.keys(a.sim.state.dados.lotes)).toHaveLength(1);
  });

  test('reenvio da mesma nota: 204 (duplicidade), consulta e devolve o protocolo original', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 12 }, a.a1);
    const primeira = await autorizarNFe(cliente, { nfe: nfe.xml });
    if (primeira.tipo !== 'protocolo') throw new Error('esperado protocolo');
    expect(primeira.protNFe.cStat).toBe('100');

    const reenvio = await autorizarNFe(cliente, { nfe: nfe.xml });
    if (reenvio.tipo !== 'protocolo') throw new Error('esperado protocolo');
    expect(reenvio.protNFe.cStat).toBe('204');

    const emissao = await emitirComConsulta(cliente, nfe.xml);
    expect(emissao.situacao).toBe('autorizada');
    if (emissao.situacao !== 'autorizada') return;
    expect(emissao.viaConsulta).toBe(true);
    expect(emissao.protNFe.nProt).toBe(primeira.protNFe.nProt);
    expect(notasNoSimulador()).toEqual([nfe.chave]);
  });

  test('HTTP 500 sem processar: a consulta dá 217 e a emissão fica pendente; o reenvio do mesmo XML autoriza', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'http500', vezes: 1 });
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 13 }, a.a1);
    const emissao = await emitirComConsulta(cliente, nfe.xml);
    expect(emissao.situacao).toBe('pendente');
    if (emissao.situacao !== 'pendente') return;
    expect(emissao.cStat).toBe('217');
    expect(emissao.motivo).toContain('HTTP 500');
    expect(notasNoSimulador()).toEqual([]);

    const nova = await emitirComConsulta(cliente, nfe.xml);
    expect(nova.situacao).toBe('autorizada');
  });

  test('consumo indevido (656) é resposta, não exceção: a emissão fica pendente, sem autorizar', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'consumoIndevido', vezes: 1 });
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 14 }, a.a1);
    const retorno = await autorizarNFe(a.cliente(), { nfe: nfe.xml });
    expect(retorno).toMatchObject({ tipo: 'rejeicao', cStat: '656', xMotivo: 'Rejeição: Consumo Indevido' });

    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'consumoIndevido', vezes: 1 });
    const emissao = await emitirComConsulta(a.cliente(), nfe.xml);
    // The lote was refused before any note was judged: nothing of this send can be at SEFAZ.
    expect(emissao).toEqual({
      situacao: 'pendente',
      motivo: 'Rejeição: Consumo Indevido',
      cStat: '656',
      podeEstarNaSefaz: false,
    });
    expect(notasNoSimulador()).toEqual([]);
  });

  test('sem conexão (servidor fora do ar): pendente, sem consultar', async () => {
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 15 }, a.a1);
    const emissao = await emitirComConsulta(a.cliente({ baseUrl: 'https://127.0.0.1:9' }), nfe.xml);
    expect(emissao.situacao).toBe('pendente');
    if (emissao.situacao !== 'pendente') return;
    expect(emissao.erro?.kind).toBe('conexao');
    expect(emissao.erro?.servico).toBe('NFeAutorizacao4');
  });
});
