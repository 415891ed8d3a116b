import { validarComXsd } from '@erp/fiscal/xml';
import { describe, expect, test } from 'vitest';
import { type Credencial, soap } from './support/cliente.ts';
import { enviNFe, montarNFe } from './support/documentos.ts';
import { CNPJ_A1_TESTE, nfeOficialCompacta, nfeOficialIndentada } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const semDeclaracao = (xml: string) => xml.replace(/^<\?xml[^>]*\?>\s*/, '');
const RET_ENVI = 'nfe/PL_010_V1.30/retEnviNFe_v4.00.xsd';

function autorizar(
  a: Ambiente,
  notas: string[],
  indSinc: '0' | '1' = '1',
  credencial: Credencial = a.credencial,
) {
  return soap(a.sim, credencial, 'NFeAutorizacao4', enviNFe(notas, indSinc));
}

const consReciNFe = (nRec: string) =>
  `<consReciNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><nRec>${nRec}</nRec></consReciNFe>`;
const consSitNFe = (chave: string) =>
  `<consSitNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;

describe('NFeAutorizacao4 com a amostra oficial assinada (e-CNPJ ICP-Brasil de 2018)', () => {
  // Relógio na data da amostra: o certificado da assinatura venceu em 15/02/2019 (hoje a SEFAZ daria 291).
  const emSetembroDe2018 = usarSimulador({ now: () => new Date('2018-09-25T12:00:00-03:00') });
  const hoje = usarSimulador();

  test('a amostra como publicada, indentada depois de assinada: 297, a assinatura não confere', async () => {
    const r = await autorizar(emSetembroDe2018, [semDeclaracao(nfeOficialIndentada())]);
    expect(r.ret.cStat).toBe('104');
    expect(r.ret.protNFe.infProt.cStat).toBe('297');
    expect(r.ret.protNFe.infProt.xMotivo).toBe('Rejeição: Assinatura difere do calculado');
    expect(r.ret.protNFe.infProt.chNFe).toBe('43180906929383000163550010000000261000010301');
  });

  test('a amostra sem os espaços (assinatura confere), transmitida com outro CNPJ: 213', async () => {
    const r = await autorizar(emSetembroDe2018, [semDeclaracao(nfeOficialCompacta())]);
    expect(r.ret.protNFe.infProt.cStat).toBe('213');
    expect(r.ret.protNFe.infProt.xMotivo).toBe(
      'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital',
    );
    expect(validarComXsd(r.retornoXml, RET_ENVI).erros).toEqual([]);
  });

  test('a mesma amostra hoje: 291, certificado da assinatura vencido', async () => {
    const r = await autorizar(hoje, [semDeclaracao(nfeOficialCompacta())]);
    expect(r.ret.protNFe.infProt.cStat).toBe('291');
    expect(r.ret.protNFe.infProt.xMotivo).toBe('Rejeição: Certificado Assinatura Data Validade');
  });
});

describe('NFeAutorizacao4 com NF-e assinada pelo A1 de teste', () => {
  const a = usarSimulador();
  const nfe = (nNF: number, extras: Partial<Parameters<typeof montarNFe>[0]> = {}) =>
    montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF, ...extras }, a.chave);

  test('síncrona: 104 com protNFe 100, nProt e digVal, e o retorno válido pelo schema', async () => {
    const { xml, chave } = nfe(1);
    const r = await autorizar(a, [xml]);
    expect(r.ret.cStat).toBe('104');
    expect(r.ret.xMotivo).toBe('Lote processado');
    const prot = r.ret.protNFe.infProt;
    expect(prot.cStat).toBe('100');
    expect(prot.xMotivo).toBe('Autorizado o uso da NF-e');
    expect(prot.chNFe).toBe(chave);
    expect(prot.nProt).toMatch(/^143\d{2}0000000001$/);
    expect(prot.digVal).toBe(/<DigestValue>([^<]+)<\/DigestValue>/.exec(xml)?.[1]);
    expect(prot['@_Id']).toBe(`ID${prot.nProt}`);
    expect(validarComXsd(r.retornoXml, RET_ENVI).erros).toEqual([]);
  });

  test('assíncrona: 103 com recibo, 105 enquanto processa, depois 104 com o protocolo', async () => {
    a.sim.config.consultasEmProcessamento = 2;
    const { chave, xml } = nfe(2);
    const recebido = await autorizar(a, [xml], '0');
    expect(recebido.ret.cStat).toBe('103');
    expect(recebido.ret.xMotivo).toBe('Lote recebido com sucesso');
    const nRec = recebido.ret.infRec.nRec as string;
    expect(nRec).toMatch(/^431\d{12}$/);
    expect(validarComXsd(recebido.retornoXml, RET_ENVI).erros).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const processando = await soap(a.sim, a.credencial, 'NFeRetAutorizacao4', consReciNFe(nRec));
      expect(processando.ret.cStat).toBe('105');
      expect(processando.ret.xMotivo).toBe('Lote em processamento');
    }
    const processado = await soap(a.sim, a.credencial, 'NFeRetAutorizacao4', consReciNFe(nRec));
    expect(processado.ret.cStat).toBe('104');
    expect(processado.ret.protNFe.infProt.cStat).toBe('100');
    expect(processado.ret.protNFe.infProt.chNFe).toBe(chave);
    expect(validarComXsd(processado.retornoXml, 'nfe/PL_010_V1.30/retConsReciNFe_v4.00.xsd').erros).toEqual(
      [],
    );
  });

  test('recibo desconhecido: 106; recibo de outro transmissor: 223', async () => {
    const r = await soap(a.sim, a.credencial, 'NFeRetAutorizacao4', consReciNFe('431000000009999'));
    expect(r.ret.cStat).toBe('106');
    expect(r.ret.xMotivo).toBe('Lote não localizado');

    const recebido = await autorizar(a, [nfe(3).xml], '0');
    const outro = a.sim.emitirCertificadoCliente({ cnpj: '11222333000181', razaoSocial: 'OUTRA EMPRESA' });
    const r2 = await soap(
      a.sim,
      { certPem: outro.certPem, keyPem: outro.keyPem },
      'NFeRetAutorizacao4',
      consReciNFe(recebido.ret.infRec.nRec),
    );
    expect(r2.ret.cStat).toBe('223');
    expect(r2.ret.xMotivo).toBe(
      'Rejeição: CNPJ do transmissor do lote difere do CNPJ do transmissor da consulta',
    );
  });

  test('destinatário irregular: 302 com protocolo, a consulta diz denegada e o reenvio recebe 205', async () => {
    a.sim.config.destinatariosIrregulares = ['58716523000119'];
    try {
      const { xml, chave } = nfe(40);
      const r = await autorizar(a, [xml]);
      const prot = r.ret.protNFe.infProt;
      expect(prot.cStat).toBe('302');
      expect(prot.xMotivo).toBe('Uso Denegado: Irregularidade fiscal do destinatário');
      expect(prot.nProt).toMatch(/^[0-9]{15}$/);
      expect(validarComXsd(r.retornoXml, RET_ENVI).erros).toEqual([]);

      const consulta = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(chave));
      expect(consulta.ret.cStat).toBe('302');
      expect(consulta.ret.protNFe.infProt.nProt).toBe(prot.nProt);

      const again = await autorizar(a, [xml]);
      expect(again.ret.protNFe.infProt.cStat).toBe('205');
    } finally {
      a.sim.config.destinatariosIrregulares = [];
    }
  });

  test('mesma NF-e de novo: 204 com o recibo e o protocolo da autorização original', async () => {
    const { xml } = nfe(4);
    const primeira = await autorizar(a, [xml]);
    const nRec = a.sim.state.nota(primeira.ret.protNFe.infProt.chNFe)?.nRec;
    const segunda = await autorizar(a, [xml]);
    const prot = segunda.ret.protNFe.infProt;
    expect(prot.cStat).toBe('204');
    expect(prot.xMotivo).toBe(`Rejeição: Duplicidade de NF-e [nRec:${nRec}]`);
    expect(prot.nProt).toBe(primeira.ret.protNFe.infProt.nProt);
    expect(validarComXsd(segunda.retornoXml, RET_ENVI).erros).toEqual([]);
  });

  test('mesmo número com outra chave (outro cNF): 539 com a chave já autorizada', async () => {
    const primeira = nfe(5, { cNF: '11111111' });
    const segunda = nfe(5, { cNF: '22222222' });
    await autorizar(a, [primeira.xml]);
    const nRec = a.sim.state.nota(primeira.chave)?.nRec;
    const r = await autorizar(a, [segunda.xml]);
    expect(r.ret.protNFe.infProt.cStat).toBe('539');
    expect(r.ret.protNFe.infProt.xMotivo).toBe(
      `Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe:${primeira.chave}][nRec:${nRec}]`,
    );
  });

  test('falha de schema: 225 no lote, com o campo', async () => {
    const { xml } = nfe(6);
    const r = await autorizar(a, [xml.replace('<natOp>Venda de producao do estabelecimento</natOp>', '')]);
    expect(r.ret.cStat).toBe('225');
    expect(r.ret.xMotivo).toBe(
      'Rejeição: Falha no Schema XML do lote de NFe [Campo natOp obrigatório ausente ou fora de ordem (encontrado mod no lugar).]',
    );
    expect(r.ret.protNFe).toBeUndefined();
    expect(validarComXsd(r.retornoXml, RET_ENVI).erros).toEqual([]);
  });

  test('prefixo de namespace na área de dados: 404', async () => {
    const { xml } = nfe(18);
    const comPrefixo = xml
      .replace(
        '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">',
        '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#">',
      )
      .replace('</Signature>', '</ds:Signature>');
    const r = await autorizar(a, [comPrefixo]);
    expect(r.ret.cStat).toBe('404');
    expect(r.ret.xMotivo).toBe('Rejeição: Uso de prefixo de namespace não permitido');
  });

  test('conteúdo alterado depois de assinado: 297', async () => {
    const { xml } = nfe(7);
    const r = await autorizar(a, [xml.replace('UM PRODUTO TESTE QUALQUER', 'OUTRO PRODUTO')]);
    expect(r.ret.protNFe.infProt.cStat).toBe('297');
    expect(r.ret.protNFe.infProt.xMotivo).toBe('Rejeição: Assinatura difere do calculado');
  });

  test('Reference que não aponta para o infNFe: 298; algoritmo fora do padrão já cai no schema (225)', async () => {
    const { xml } = nfe(8);
    const r = await autorizar(a, [xml.replace(/<Reference URI="#NFe/, '<Reference URI="#NFx')]);
    expect(r.ret.cStat).toBe('104');
    expect(r.ret.protNFe.infProt.cStat).toBe('298');
    expect(r.ret.protNFe.infProt.xMotivo).toBe('Rejeição: Assinatura difere do padrão do Sistema');

    // O xmldsig-core-schema_v1.01 da NF-e fixa os algoritmos: a SEFAZ recusa antes, pelo schema.
    const sha256 = await autorizar(a, [xml.replace('xmldsig#sha1"', 'xmlenc#sha256"')]);
    expect(sha256.ret.cStat).toBe('225');
    expect(sha256.ret.xMotivo).toMatch(/^Rejeição: Falha no Schema XML do lote de NFe \[.*DigestMethod.*\]$/);
  });

  test('Id que não corresponde aos campos: 502; DV da chave errado: 253', async () => {
    const numeroTrocado = nfe(9, { ajustar: (xml) => xml.replace('<nNF>9</nNF>', '<nNF>10</nNF>') });
    const r = await autorizar(a, [numeroTrocado.xml]);
    expect(r.ret.protNFe.infProt.cStat).toBe('502');
    expect(r.ret.protNFe.infProt.xMotivo).toBe(
      'Rejeição: Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes',
    );

    const dvErrado = nfe(11, {
      ajustar: (xml) => {
        const id = /Id="NFe([0-9]{44})"/.exec(xml)?.[1] ?? '';
        const dv = String((Number(id.slice(-1)) + 1) % 10);
        return xml
          .replace(`Id="NFe${id}"`, `Id="NFe${id.slice(0, 43)}${dv}"`)
          .replace(/<cDV>[0-9]<\/cDV>/, `<cDV>${dv}</cDV>`);
      },
    });
    const r2 = await autorizar(a, [dvErrado.xml]);
    expect(r2.ret.protNFe.infProt.cStat).toBe('253');
    expect(r2.ret.protNFe.infProt.xMotivo).toBe(
      'Rejeição: Digito Verificador da chave de acesso composta inválida',
    );
  });

  test('emitente de outro CNPJ assinado com o A1 de teste: 213', async () => {
    const r = await autorizar(a, [nfe(12, { cnpjEmitente: '11222333000181' }).xml]);
    expect(r.ret.protNFe.infProt.cStat).toBe('213');
  });

  test('produção num simulador de homologação: 252', async () => {
    const r = await autorizar(a, [nfe(13, { tpAmb: '1' }).xml]);
    expect(r.ret.protNFe.infProt.cStat).toBe('252');
    expect(r.ret.protNFe.infProt.xMotivo).toBe(
      'Rejeição: Ambiente informado diverge do Ambiente de recebimento',
    );
  });

  test('síncrono com duas notas: 764', async () => {
    const r = await autorizar(a, [nfe(14).xml, nfe(15).xml]);
    expect(r.ret.cStat).toBe('764');
    expect(r.ret.xMotivo).toBe(
      'Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e (indSinc=1)',
    );
  });

  test('assíncrono com duas notas: um protNFe para cada', async () => {
    a.sim.config.consultasEmProcessamento = 0;
    const primeira = nfe(16);
    const segunda = nfe(17);
    const recebido = await autorizar(a, [primeira.xml, segunda.xml], '0');
    const r = await soap(a.sim, a.credencial, 'NFeRetAutorizacao4', consReciNFe(recebido.ret.infRec.nRec));
    expect(r.ret.cStat).toBe('104');
    expect(r.ret.protNFe.map((p: { infProt: { chNFe: string; cStat: string } }) => p.infProt)).toEqual([
      expect.objectContaining({ chNFe: primeira.chave, cStat: '100' }),
      expect.objectContaining({ chNFe: segunda.chave, cStat: '100' }),
    ]);
  });
});

describe('NFeConsultaProtocolo4', () => {
  const a = usarSimulador();

  test('autorizada: 100 com o protNFe; desconhecida: 217; DV inválido: 236', async () => {
    const { xml, chave } = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 20 }, a.chave);
    const autorizada = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([xml], '1'));
    const r = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(chave));
    expect(r.ret.cStat).toBe('100');
    expect(r.ret.xMotivo).toBe('Autorizado o uso da NF-e');
    expect(r.ret.chNFe).toBe(chave);
    expect(r.ret.protNFe.infProt.nProt).toBe(autorizada.ret.protNFe.infProt.nProt);
    expect(validarComXsd(r.retornoXml, 'nfe/PL_010_V1.30/retConsSitNFe_v4.00.xsd').erros).toEqual([]);

    const { chave: valida } = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 999 }, a.chave);
    const r217 = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(valida));
    expect(r217.ret.cStat).toBe('217');
    expect(r217.ret.xMotivo).toBe('Rejeição: NF-e não consta na base de dados da SEFAZ');

    const dvErrado = `${chave.slice(0, 43)}${(Number(chave.slice(-1)) + 1) % 10}`;
    const r236 = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(dvErrado));
    expect(r236.ret.cStat).toBe('236');
    expect(r236.ret.xMotivo).toBe('Rejeição: Chave de Acesso com dígito verificador inválido');
  });
});
