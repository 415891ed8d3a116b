import { describe, expect, test } from 'vitest';
import { autorizarNFe } from '../../src/nfe/sefaz/autorizar-nfe.ts';
import { consultarRecibo } from '../../src/nfe/sefaz/consultar-recibo.ts';
import { emitirComConsulta } from '../../src/nfe/sefaz/emitir-com-consulta.ts';
import { montarNfeProc } from '../../src/nfe/sefaz/montar-nfe-proc.ts';
import { assinarNFe } from '../../src/nfe/sign.ts';
import { validarXml } from '../../src/nfe/validate.ts';
import { montarNFeDeTeste, nfeOficialCompacta } from './support/nfe-de-teste.ts';
import { CNPJ_A1_TESTE, usarSimulador } from './support/simulador.ts';

describe('NFeAutorizacao4 e NFeRetAutorizacao4', () => {
  const a = usarSimulador();

  test('emitente diferente do certificado: rejeição 213 como resultado, sem exceção', async () => {
    // A amostra oficial é do CNPJ 06929383000163; assinada com o A1 de teste, o CNPJ-base não confere.
    const nfe = assinarNFe(nfeOficialCompacta().replace(/<Signature[\s\S]*<\/Signature>/, ''), a.a1);
    const retorno = await autorizarNFe(a.cliente(), { nfe });
    expect(retorno.tipo).toBe('protocolo');
    if (retorno.tipo !== 'protocolo') return;
    expect(retorno.cStat).toBe('104');
    expect(retorno.protNFe.cStat).toBe('213');
    expect(retorno.protNFe.xMotivo).toBe(
      'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital',
    );
    expect(retorno.protNFe.nProt).toBeUndefined();

    const emissao = await emitirComConsulta(a.cliente(), nfe);
    expect(emissao).toEqual({
      situacao: 'rejeitada',
      cStat: '213',
      xMotivo: 'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital',
    });
  });

  test('síncrona: 100 com protocolo, e o nfeProc passa no schema procNFe', async () => {
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 1 }, a.a1);
    const retorno = await autorizarNFe(a.cliente(), { nfe: nfe.xml, idLote: '42' });
    if (retorno.tipo !== 'protocolo') throw new Error(`esperado protocolo, veio ${retorno.tipo}`);
    const prot = retorno.protNFe;
    expect(prot.cStat).toBe('100');
    expect(prot.xMotivo).toBe('Autorizado o uso da NF-e');
    expect(prot.chNFe).toBe(nfe.chave);
    expect(prot.nProt).toBe(a.sim.state.nota(nfe.chave)?.nProt);
    expect(prot.digVal).toBe(/<DigestValue>([^<]+)</.exec(nfe.xml)?.[1]);
    expect(prot.dhRecbto).toMatch(/-03:00$/);

    const nfeProc = montarNfeProc(nfe.xml, prot.xml);
    expect(
      nfeProc.startsWith('<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe '),
    ).toBe(true);
    expect(nfeProc).toContain(nfe.xml);
    expect(validarXml(nfeProc, 'procNFe').erros).toEqual([]);

    const emissao = await emitirComConsulta(
      a.cliente(),
      montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 2 }, a.a1).xml,
    );
    expect(emissao.situacao).toBe('autorizada');
    if (emissao.situacao !== 'autorizada') return;
    expect(emissao.viaConsulta).toBe(false);
    expect(validarXml(emissao.nfeProc, 'procNFe').erros).toEqual([]);
  });

  test('assíncrona: 103 com recibo, 105 em processamento, depois 104 com o protocolo', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 3 }, a.a1);
    const recibo = await autorizarNFe(cliente, { nfe: nfe.xml, sincrono: false });
    if (recibo.tipo !== 'recibo') throw new Error(`esperado recibo, veio ${recibo.tipo}`);
    expect(recibo.cStat).toBe('103');
    expect(recibo.nRec).toMatch(/^431\d{12}$/);
    expect(recibo.tMed).toBe(1);

    const processando = await consultarRecibo(cliente, recibo.nRec);
    expect(processando.cStat).toBe('105');
    expect(processando.protocolos).toEqual([]);

    const processado = await consultarRecibo(cliente, recibo.nRec);
    expect(processado.cStat).toBe('104');
    expect(processado.nRec).toBe(recibo.nRec);
    expect(processado.protocolos.map((p) => [p.chNFe, p.cStat])).toEqual([[nfe.chave, '100']]);
    expect(validarXml(montarNfeProc(nfe.xml, processado.protocolos[0]?.xml ?? ''), 'procNFe').valido).toBe(
      true,
    );
  });

  test('emissão assíncrona acompanha o recibo com espera crescente até o 104', async () => {
    a.sim.config.consultasEmProcessamento = 2;
    const esperas: number[] = [];
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 4 }, a.a1);
    const emissao = await emitirComConsulta(a.cliente(), nfe.xml, {
      sincrono: false,
      esperar: async (ms) => {
        esperas.push(ms);
      },
    });
    expect(emissao.situacao).toBe('autorizada');
    expect(esperas).toEqual([1_000, 2_000, 4_000]);
  });

  test('recibo sem conclusão no limite de tentativas: a consulta pela chave dá a palavra final', async () => {
    a.sim.config.consultasEmProcessamento = 10;
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 5 }, a.a1);
    const emissao = await emitirComConsulta(a.cliente(), nfe.xml, {
      sincrono: false,
      tentativasRecibo: 2,
      esperar: async () => {},
    });
    // O simulador já autorizou na recepção: a consulta pela chave, ao fim, encontra o protocolo.
    expect(emissao.situacao).toBe('autorizada');
    if (emissao.situacao === 'autorizada') expect(emissao.viaConsulta).toBe(true);
  });
});
