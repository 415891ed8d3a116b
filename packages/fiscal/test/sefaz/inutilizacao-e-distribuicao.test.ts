import { describe, expect, test } from 'vitest';
import { validarComXsd } from '../../src/common/xsd.ts';
import { autorizarNFe } from '../../src/nfe/sefaz/autorizar-nfe.ts';
import { distribuicaoDFe } from '../../src/nfe/sefaz/distribuicao-dfe.ts';
import { enviarEvento } from '../../src/nfe/sefaz/enviar-evento.ts';
import { inutilizarNumeracao, reenviarInutilizacao } from '../../src/nfe/sefaz/inutilizar-numeracao.ts';
import { validarXml } from '../../src/nfe/validate.ts';
import { montarNFeDeTeste } from './support/nfe-de-teste.ts';
import { CNPJ_A1_TESTE, usarSimulador } from './support/simulador.ts';

const CNPJ_FORNECEDOR = '11222333000181';

describe('NFeInutilizacao4 e NFeDistribuicaoDFe', () => {
  const a = usarSimulador();

  test('inutilização de faixa não usada: 102 com protocolo e ProcInutNFe válido; a mesma faixa de novo: 563', async () => {
    const cliente = a.cliente();
    const pedido = {
      cnpj: CNPJ_A1_TESTE,
      serie: 1,
      nNFIni: 100,
      nNFFin: 105,
      xJust: 'Numeracao pulada por falha no sistema emissor',
    };
    const inutilizacao = await inutilizarNumeracao(cliente, pedido);
    expect(inutilizacao.cStat).toBe('102');
    expect(inutilizacao.xMotivo).toBe('Inutilização de número homologado');
    expect(inutilizacao.nProt).toMatch(/^143\d{12}$/);
    expect(
      validarComXsd(inutilizacao.procInutNFe ?? '', 'nfe/PL_010_V1.30/procInutNFe_v4.00.xsd').erros,
    ).toEqual([]);

    const repetida = await inutilizarNumeracao(cliente, pedido);
    expect(repetida.cStat).toBe('563');
    expect(repetida.situacao).toBe('recusada');
    expect(repetida.procInutNFe).toBeUndefined();
  });

  test('um 102 sobre outro CNPJ, UF, ano e faixa, sem nProt, não inutiliza a faixa pedida: fica pendente', async () => {
    const cliente = a.cliente();
    // A real SEFAZ answer (retInutNFe 4.00 in the SOAP envelope), about somebody else's range.
    a.sim.faults.definir('NFeInutilizacao4', {
      tipo: 'resposta',
      vezes: 1,
      xml:
        '<retInutNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><infInut><tpAmb>2</tpAmb>' +
        '<verAplic>SP_NFE_PL009_V4</verAplic><cStat>102</cStat><xMotivo>Inutilização de número homologado</xMotivo>' +
        '<cUF>43</cUF><ano>19</ano><CNPJ>11222333000181</CNPJ><mod>55</mod><serie>7</serie><nNFIni>500</nNFIni>' +
        '<nNFFin>510</nNFFin><dhRecbto>2019-05-02T10:00:00-03:00</dhRecbto></infInut></retInutNFe>',
    });
    const pedido = {
      cnpj: CNPJ_A1_TESTE,
      serie: 1,
      nNFIni: 200,
      nNFFin: 201,
      xJust: 'Numeracao pulada por falha no sistema emissor',
    };
    const alheia = await inutilizarNumeracao(cliente, pedido);
    expect(alheia.situacao).toBe('pendente');
    expect(alheia.cStat).toBe('102');
    expect(alheia.procInutNFe).toBeUndefined();
    expect(alheia.motivo).toContain('CNPJ 11222333000181 em vez de 06157250000116');
    expect(alheia.motivo).toContain('nNFIni 500 em vez de 200');
    expect(alheia.motivo).toContain('nProt (ausente)');

    // The same signed request, resent: now SEFAZ answers about it, and only this is stored.
    const reenviada = await reenviarInutilizacao(cliente, alheia.inutNFeXml);
    expect(reenviada.situacao).toBe('homologada');
    expect(
      validarComXsd(reenviada.procInutNFe ?? '', 'nfe/PL_010_V1.30/procInutNFe_v4.00.xsd').erros,
    ).toEqual([]);
  });

  test('distribuição: documentos destinados descompactados, paginação por NSU e 137 quando não há nada novo', async () => {
    const cliente = a.cliente();
    const nada = await distribuicaoDFe(cliente, { interessado: CNPJ_A1_TESTE, consulta: { ultNSU: 0 } });
    expect(nada.cStat).toBe('137');
    expect(nada.documentos).toEqual([]);

    // Um fornecedor emite para nós: o Ambiente Nacional distribui o resumo (resNFe).
    const fornecedor = a.sim.emitirCertificadoCliente({ cnpj: CNPJ_FORNECEDOR, razaoSocial: 'FORNECEDOR' });
    const certificado = { privateKeyPem: fornecedor.keyPem, certificatePem: fornecedor.certPem };
    const nfe = montarNFeDeTeste(
      { cnpjEmitente: CNPJ_FORNECEDOR, nNF: 40, cnpjDestinatario: CNPJ_A1_TESTE },
      certificado,
    );
    const autorizacao = await autorizarNFe(a.cliente({ certificado }), { nfe: nfe.xml });
    expect(autorizacao.tipo === 'protocolo' && autorizacao.protNFe.cStat).toBe('100');

    const primeira = await distribuicaoDFe(cliente, { interessado: CNPJ_A1_TESTE, consulta: { ultNSU: 0 } });
    expect(primeira.cStat).toBe('138');
    expect(primeira.ultNSU).toBe('000000000000001');
    expect(primeira.maxNSU).toBe('000000000000001');
    expect(primeira.documentos.map((d) => [d.nsu, d.schema])).toEqual([
      ['000000000000001', 'resNFe_v1.01.xsd'],
    ]);
    const resumo = primeira.documentos[0]?.xml ?? '';
    expect(resumo).toContain(`<chNFe>${nfe.chave}</chNFe>`);
    expect(validarComXsd(resumo, 'nfe/PL_010_V1.30/resNFe_v1.01.xsd').erros).toEqual([]);

    // Depois da ciência, vem a nota completa (procNFe).
    await enviarEvento(cliente, {
      eventos: [
        {
          tpEvento: '210210',
          chNFe: nfe.chave,
          autor: CNPJ_A1_TESTE,
          dhEvento: new Date(Date.now() - 1_000),
        },
      ],
    });
    const segunda = await distribuicaoDFe(cliente, {
      interessado: CNPJ_A1_TESTE,
      consulta: { ultNSU: primeira.ultNSU },
    });
    expect(segunda.documentos.map((d) => d.schema)).toEqual(['procNFe_v4.00.xsd']);
    expect(validarXml(segunda.documentos[0]?.xml ?? '', 'procNFe').erros).toEqual([]);
    expect(segunda.ultNSU).toBe(segunda.maxNSU);

    const porChave = await distribuicaoDFe(cliente, {
      interessado: CNPJ_A1_TESTE,
      consulta: { chNFe: nfe.chave },
    });
    expect(porChave.documentos.map((d) => d.nsu)).toEqual(['000000000000001', '000000000000002']);

    const fim = await distribuicaoDFe(cliente, {
      interessado: CNPJ_A1_TESTE,
      consulta: { ultNSU: segunda.ultNSU },
    });
    expect(fim.cStat).toBe('137');
    expect(fim.xMotivo).toBe('Nenhum documento localizado');
    expect(fim.documentos).toEqual([]);
  });

  test('consumo indevido na distribuição: 656 como resultado', async () => {
    a.sim.faults.definir('NFeDistribuicaoDFe', { tipo: 'consumoIndevido', vezes: 1 });
    const r = await distribuicaoDFe(a.cliente(), { interessado: CNPJ_A1_TESTE, consulta: { ultNSU: 0 } });
    expect(r.cStat).toBe('656');
    expect(r.xMotivo).toBe('Rejeição: Consumo Indevido');
    expect(r.documentos).toEqual([]);
  });
});
