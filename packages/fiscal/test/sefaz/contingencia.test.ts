import { describe, expect, test } from 'vitest';
import { montarNFe } from '../../src/nfe/build/montar-nfe.ts';
import { consultarProtocolo } from '../../src/nfe/sefaz/consultar-protocolo.ts';
import { consultarStatusServico } from '../../src/nfe/sefaz/consultar-status-servico.ts';
import { emitirComConsulta } from '../../src/nfe/sefaz/emitir-com-consulta.ts';
import { svcDaUF } from '../../src/nfe/sefaz/endpoints.ts';
import { assinarNFe } from '../../src/nfe/sign.ts';
import { industrializacaoCrt3 } from '../golden/cenarios.ts';
import { usarSimulador } from './support/simulador.ts';

/**
 * A contingência pela tabela real de endereços (origem = o simulador, como SEFAZ_ENDPOINT_BASE): SP fora do ar,
 * a nota reassinada com tpEmis 6, dhCont e xJust vai à SVC-AN e é autorizada.
 */
describe('contingência SVC nos caminhos reais', () => {
  const a = usarSimulador();
  const cliente = (contingencia?: 'SVC-AN') =>
    a.cliente({ uf: 'SP', baseUrl: undefined, origem: a.sim.url, ...(contingencia ? { contingencia } : {}) });
  const nota = (nNF: string, emContingencia: boolean) => {
    const ide = {
      ...industrializacaoCrt3.ide,
      nNF,
      dhEmi: '2026-04-02T14:05:00-03:00',
      ...(emContingencia
        ? {
            tpEmis: '6' as const,
            dhCont: '2026-04-02T14:00:00-03:00',
            xJust: 'SEFAZ-SP paralisada (108) desde 14h',
          }
        : {}),
    };
    const { xml, chave } = montarNFe({ ...industrializacaoCrt3, ide });
    return { xml: assinarNFe(xml, a.a1), chave };
  };

  test('SP com 108: a SVC-AN da UF responde 107 e autoriza a nota tpEmis 6; a consulta a acha', async () => {
    a.sim.faults.definir('*', { tipo: 'paralisado', cStat: '108', autorizador: 'normal' });
    expect(svcDaUF('SP')).toBe('SVC-AN');
    expect((await consultarStatusServico(cliente())).cStat).toBe('108');
    expect((await consultarStatusServico(cliente('SVC-AN'))).cStat).toBe('107');

    const emContingencia = nota('3001', true);
    const emissao = await emitirComConsulta(cliente('SVC-AN'), emContingencia.xml);
    expect(emissao.situacao).toBe('autorizada');
    if (emissao.situacao !== 'autorizada') return;
    expect(emissao.protNFe.cStat).toBe('100');
    expect(emissao.nfeProc).toContain('<tpEmis>6</tpEmis>');
    expect(a.sim.state.nota(emContingencia.chave)?.autorizador).toBe('SVC-AN');

    a.sim.faults.remover();
    const consulta = await consultarProtocolo(cliente(), emContingencia.chave);
    expect([consulta.cStat, consulta.protNFe?.nProt]).toEqual(['100', emissao.protNFe.nProt]);
  });

  test('com o cliente em contingência, a nota normal é consultada no autorizador da UF, não na SVC', async () => {
    const normal = nota('3002', false);
    expect((await emitirComConsulta(cliente(), normal.xml)).situacao).toBe('autorizada');
    const consulta = await consultarProtocolo(cliente('SVC-AN'), normal.chave);
    expect(consulta.cStat).toBe('100');
  });
});
