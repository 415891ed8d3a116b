import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CENARIOS_GOLDEN } from '../../../test/golden/cenarios.ts';
import { lerFixture } from '../../../test/support/fixtures.ts';
import { readPfx } from '../../cert/read-pfx.ts';
import { Decimal } from '../../common/decimal.ts';
import { verificarAssinatura } from '../../common/sign-xml.ts';
import { parseNFe } from '../parse.ts';
import { assinarNFe } from '../sign.ts';
import { validarNFe } from '../validate.ts';
import { montarNFe } from './montar-nfe.ts';

const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
const cenarios = Object.entries(CENARIOS_GOLDEN);

function caminhoGolden(nome: string): string {
  return fileURLToPath(new URL(`../../../test/golden/${nome}.xml`, import.meta.url));
}

describe('arquivos golden', () => {
  it.each(cenarios)('%s sai byte a byte igual ao arquivo', (nome, entrada) => {
    const { xml } = montarNFe(entrada);
    // Regravar só de propósito, depois de conferir a diferença: ATUALIZAR_GOLDEN=1.
    if (process.env.ATUALIZAR_GOLDEN === '1') writeFileSync(caminhoGolden(nome), xml);
    expect(xml).toBe(readFileSync(caminhoGolden(nome), 'utf8'));
  });

  it.each(cenarios)(
    '%s é determinístico: a mesma entrada, vinda de JSON, gera os mesmos bytes',
    (_, entrada) => {
      const primeira = montarNFe(entrada);
      const segunda = montarNFe(JSON.parse(JSON.stringify(entrada)));
      expect(segunda.xml).toBe(primeira.xml);
      expect(segunda.chave).toBe(primeira.chave);
    },
  );

  it.each(cenarios)('%s não tem declaração XML nem espaço entre as tags', (_, entrada) => {
    const { xml } = montarNFe(entrada);
    expect(
      xml.startsWith('<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe'),
    ).toBe(true);
    expect(xml).not.toMatch(/>\s+</);
  });
});

describe('assinada com o certificado de teste', () => {
  it.each(cenarios)(
    '%s valida no schema PL_010, a assinatura confere e o parse devolve os mesmos totais',
    (_, entrada) => {
      const { xml, chave, totais } = montarNFe(entrada);
      const assinada = assinarNFe(xml, cert);
      expect(validarNFe(assinada)).toEqual({ valido: true, erros: [] });
      expect(verificarAssinatura(assinada, { perfilSefaz: true })).toEqual({
        valida: true,
        situacao: 'valida',
      });
      const lida = parseNFe(assinada);
      expect(lida.chave).toBe(chave);
      expect(lida.total).toEqual({ vProd: totais.vProd, vNF: totais.vNF });
      expect(lida.det).toHaveLength(entrada.det.length);
      const somaItens = lida.det.reduce((total, item) => total.plus(item.vProd), new Decimal(0));
      expect(somaItens.toFixed(2)).toBe(totais.vProd);
    },
  );
});

describe('conteúdo fiscal dos cenários', () => {
  it('retorno 5902 do Simples em 2026: CSOSN 400, PIS/COFINS 49, NFref, sem IBSCBS e sem pagamento (tPag 90)', () => {
    const { xml, totais } = montarNFe(CENARIOS_GOLDEN['retorno-5902-simples']);
    expect(xml).toContain('<ICMSSN102><orig>0</orig><CSOSN>400</CSOSN></ICMSSN102>');
    expect(xml).toContain('<PISOutr><CST>49</CST>');
    expect(xml).toMatch(/<NFref><refNFe>[0-9]{44}<\/refNFe><\/NFref><\/ide>/);
    expect(xml).not.toContain('IBSCBS');
    expect(xml).not.toContain('<cobr>');
    expect(xml).toContain('<pag><detPag><tPag>90</tPag><vPag>0.00</vPag></detPag></pag>');
    expect(xml).toContain('DOCUMENTO EMITIDO POR ME OU EPP OPTANTE PELO SIMPLES NACIONAL.');
    expect(xml).toContain('conforme legislação do ICMS (art. 402 a 408 do RICMS/SP)');
    expect(totais.ibscbs).toBeUndefined();
  });

  it('5124 + 5902 no regime normal em 2026: a fatura cobra só a 5124 e o IBS/CBS só incide nela', () => {
    const { xml, totais } = montarNFe(CENARIOS_GOLDEN['industrializacao-5124-5902-crt3-2026']);
    expect(totais.vNF).toBe('12470.99');
    expect(totais.vFaturado).toBe('4074.35');
    expect(xml).toContain(
      '<fat><nFat>2044</nFat><vOrig>4074.35</vOrig><vDesc>0.00</vDesc><vLiq>4074.35</vLiq></fat>',
    );
    expect(xml).toContain('<dup><nDup>001</nDup><dVenc>2026-05-02</dVenc><vDup>2037.18</vDup></dup>');
    expect(xml).toContain('<dup><nDup>002</nDup><dVenc>2026-06-01</dVenc><vDup>2037.17</vDup></dup>');
    expect(xml).toContain('<IBSCBS><CST>410</CST><cClassTrib>410999</cClassTrib></IBSCBS>');
    // Base do IBS/CBS (NT 2025.002): 4074.35 - ICMS 733.38 - PIS 21.72 - COFINS 100.23 = 3219.02.
    expect(totais.ibscbs).toEqual({
      vBCIBSCBS: '3219.02',
      vIBSUF: '3.22',
      vIBSMun: '0.00',
      vIBS: '3.22',
      vCBS: '28.97',
    });
    // A frase da suspensão do IPI, comum às duas regras, aparece uma vez.
    expect(xml.match(/IPI suspenso/g)).toHaveLength(1);
  });

  it('venda 5101 em produção: nome real do destinatário, IPI tributado e o IPI de alíquota zero como CST 51', () => {
    const { xml, totais } = montarNFe(CENARIOS_GOLDEN['venda-5101-crt3']);
    expect(xml).toContain('<xNome>Cliente Encomendante S.A.</xNome>');
    expect(xml).toContain(
      '<IPITrib><CST>50</CST><vBC>2254.65</vBC><pIPI>9.75</pIPI><vIPI>219.83</vIPI></IPITrib>',
    );
    expect(xml).toContain('<IPINT><CST>51</CST></IPINT>');
    expect(xml).toContain('<xProd>Tampa plástica 28 mm - branca</xProd>');
    expect(xml).toContain('<vUnTrib>58.09375</vUnTrib>');
    // vNF = vProd 2601.15 - vDesc 11.15 + vFrete 35.00 + vIPI 219.83.
    expect(totais).toMatchObject({
      vProd: '2601.15',
      vDesc: '11.15',
      vFrete: '35.00',
      vIPI: '219.83',
      vNF: '2844.83',
    });
  });

  it('retorno interestadual 6902/6903: texto do Convênio AE-15/74 e IBSCBSTot só com a base zero', () => {
    const { xml } = montarNFe(CENARIOS_GOLDEN['retorno-interestadual-6902']);
    expect(xml).toContain('<idDest>2</idDest>');
    expect(xml).toContain(
      'ICMS suspenso conforme Convênio AE-15/74 e legislação do ICMS (art. 402 a 408 do RICMS/SP).',
    );
    expect(xml).toContain('<IBSCBSTot><vBCIBSCBS>0.00</vBCIBSCBS></IBSCBSTot>');
  });

  it('transport with two volumes: transportadora, veículo, dois volumes em kg, pedido no item, autXML e infCpl', () => {
    const { xml } = montarNFe(CENARIOS_GOLDEN['transporte-dois-volumes']);
    expect(xml).toContain('<autXML><CPF>11144477735</CPF></autXML><det nItem="1">');
    expect(xml).toContain('<indTot>1</indTot><xPed>PC-77812</xPed><nItemPed>000010</nItemPed></prod>');
    expect(xml).toContain(
      '<transp><modFrete>0</modFrete><transporta><CNPJ>98765432000198</CNPJ>' +
        '<xNome>Rodoviário Sorocabano Ltda</xNome><IE>669000111119</IE>' +
        '<xEnder>Rodovia Castello Branco, km 92</xEnder><xMun>Sorocaba</xMun><UF>SP</UF></transporta>' +
        '<veicTransp><placa>BRA2E19</placa><UF>SP</UF></veicTransp>' +
        '<vol><qVol>10</qVol><esp>BIG BAG</esp><marca>PLASTICOS EXEMPLO</marca><nVol>1 a 10</nVol>' +
        '<pesoL>12500.000</pesoL><pesoB>12560.500</pesoB></vol>' +
        '<vol><qVol>150</qVol><esp>SACARIA</esp><marca>PLASTICOS EXEMPLO</marca><nVol>11 a 160</nVol>' +
        '<pesoL>3750.500</pesoL><pesoB>3801.125</pesoB></vol></transp>',
    );
    // O texto da empresa vem depois dos textos legais das regras.
    expect(xml).toMatch(/RICMS\/SP\)\. Entrega na doca 3, das 8h às 17h\.<\/infCpl>/);
  });
});
