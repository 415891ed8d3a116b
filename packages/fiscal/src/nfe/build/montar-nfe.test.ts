import { describe, expect, it } from 'vitest';
import {
  CENARIOS_GOLDEN,
  industrializacaoCrt3,
  retornoComTransporte,
  retornoInterestadual6902,
  retornoSimples5902,
  venda5101Crt3,
} from '../../../test/golden/cenarios.ts';
import { lerFixture } from '../../../test/support/fixtures.ts';
import { readPfx } from '../../cert/read-pfx.ts';
import { decomporChave } from '../../common/chave.ts';
import { regrasPadrao } from '../regras/regras-padrao.ts';
import type { TabelaFiscal } from '../regras/tipos.ts';
import { assinarNFe } from '../sign.ts';
import { validarNFe } from '../validate.ts';
import { EntradaNFeInvalidaError } from './entrada-invalida.ts';
import { hashCsrt } from './montar-inf-adic.ts';
import { montarNFe } from './montar-nfe.ts';
import type { EntradaNFe, ItemEntrada, RespTecEntrada } from './tipos.ts';

function erroDe(entrada: EntradaNFe, tabela?: TabelaFiscal): EntradaNFeInvalidaError {
  try {
    montarNFe(entrada, tabela ? { tabela } : {});
  } catch (erro) {
    if (erro instanceof EntradaNFeInvalidaError) return erro;
    throw erro;
  }
  throw new Error('esperava EntradaNFeInvalidaError');
}

function comItens(base: EntradaNFe, det: ItemEntrada[]): EntradaNFe {
  return { ...base, det };
}

const KG_DE_TAMPA: ItemEntrada = {
  cProd: 'TAMPA-28',
  xProd: 'Tampa 28 mm',
  NCM: '39235000',
  CFOP: '5101',
  uCom: 'KG',
  qCom: '0.3333',
  vUnCom: '3.00',
  pIPI: '0',
};

describe('totais com arredondamento meio para cima', () => {
  it('3 itens de 0,3333 kg x R$ 3,00: cada vProd 1.00 (0.9999 arredondado) e vNF a soma, 3.00', () => {
    const entrada = comItens({ ...venda5101Crt3, cobr: { dup: [{ dVenc: '2026-06-15' }] } }, [
      KG_DE_TAMPA,
      KG_DE_TAMPA,
      KG_DE_TAMPA,
    ]);
    const { xml, totais } = montarNFe(entrada);
    expect(xml.match(/<vProd>1\.00<\/vProd>/g)).toHaveLength(3);
    expect(xml.match(/<qCom>0\.3333<\/qCom>/g)).toHaveLength(3);
    expect(totais.vProd).toBe('3.00');
    expect(totais.vNF).toBe('3.00');
    // ICMS 18 % de 1.00 = 0.18 por item; o total é a soma dos itens, não 18 % de 3.00 recalculado.
    expect(totais.vICMS).toBe('0.54');
    expect(xml).toContain('<dup><nDup>001</nDup><dVenc>2026-06-15</dVenc><vDup>3.00</vDup></dup>');
  });

  it('meio centavo sobe: 0.0050 kg x R$ 1,00 = 0.01', () => {
    const entrada = comItens({ ...venda5101Crt3, cobr: { dup: [{ dVenc: '2026-06-15' }] } }, [
      { ...KG_DE_TAMPA, qCom: '0.0050', vUnCom: '1.00' },
    ]);
    expect(montarNFe(entrada).totais.vProd).toBe('0.01');
  });

  it('duplicatas sem valor dividem o líquido; a diferença de centavo fica na primeira', () => {
    const entrada = comItens(
      {
        ...venda5101Crt3,
        cobr: { dup: [{ dVenc: '2026-06-15' }, { dVenc: '2026-07-15' }, { dVenc: '2026-08-15' }] },
      },
      [{ ...KG_DE_TAMPA, qCom: '1.0000', vUnCom: '100.00' }],
    );
    const { xml } = montarNFe(entrada);
    expect([...xml.matchAll(/<vDup>([^<]+)<\/vDup>/g)].map((m) => m[1])).toEqual(['33.34', '33.33', '33.33']);
  });
});

describe('números JavaScript são recusados', () => {
  it('em tempo de execução, com o campo nomeado (entrada vinda de JSON)', () => {
    const comFloat = JSON.parse(JSON.stringify(venda5101Crt3));
    comFloat.det[0].qCom = 0.3333;
    const erro = erroDe(comFloat);
    expect(erro.campo).toBe('entrada.det[0].qCom');
    expect(erro.message).toMatch(/veio como número \(0\.3333\); valores fiscais devem ser texto decimal/);
  });

  it('pelo tipo: qCom é TextoDecimal (string)', () => {
    const item: ItemEntrada = {
      ...KG_DE_TAMPA,
      // @ts-expect-error number não é aceito em qCom; o tsc do pacote falha se o tipo passar a aceitar.
      qCom: 0.3333,
    };
    expect(() => montarNFe(comItens(venda5101Crt3, [item]))).toThrow(EntradaNFeInvalidaError);
  });

  it('mais casas do que o campo admite não são arredondadas em silêncio', () => {
    const erro = erroDe(comItens(venda5101Crt3, [{ ...KG_DE_TAMPA, qCom: '0.33335' }]));
    expect(erro).toMatchObject({
      campo: 'det[0].qCom',
      message: 'det[0].qCom aceita no máximo 4 casas decimais: "0.33335".',
    });
  });

  it('texto que não é decimal com ponto', () => {
    expect(erroDe(comItens(venda5101Crt3, [{ ...KG_DE_TAMPA, vUnCom: '3,00' }])).campo).toBe('det[0].vUnCom');
  });
});

describe('chave de acesso', () => {
  it('vem do cNF informado: um reenvio com o mesmo cNF tem a mesma chave', () => {
    const { chave } = montarNFe(industrializacaoCrt3);
    expect(decomporChave(chave)).toEqual({
      cUF: '35',
      aamm: '2604',
      cnpj: '06157250000116',
      mod: '55',
      serie: '001',
      nNF: '000002044',
      tpEmis: '1',
      cNF: '05817263',
      cDV: chave.slice(-1),
    });
    const outra = montarNFe({
      ...industrializacaoCrt3,
      ide: { ...industrializacaoCrt3.ide, cNF: '05817264' },
    });
    expect(outra.chave).not.toBe(chave);
  });

  it('aceita o CNPJ alfanumérico do emitente', () => {
    const emit = { ...venda5101Crt3.emit, CNPJ: '12.ABC.345/01DE-35' };
    const { chave, xml } = montarNFe({ ...venda5101Crt3, emit });
    expect(chave.slice(6, 20)).toBe('12ABC34501DE35');
    expect(xml).toContain('<CNPJ>12ABC34501DE35</CNPJ>');
  });

  it('recusa cNF igual ao nNF e cNF sem 8 dígitos', () => {
    expect(erroDe({ ...venda5101Crt3, ide: { ...venda5101Crt3.ide, cNF: '00000310' } }).campo).toBe(
      'ide.cNF',
    );
    expect(erroDe({ ...venda5101Crt3, ide: { ...venda5101Crt3.ide, cNF: '1234' } }).campo).toBe('ide.cNF');
  });
});

describe('contingência SVC (B22 tpEmis, B28 dhCont, B29 xJust)', () => {
  const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
  const ide = venda5101Crt3.ide;
  const JUSTIFICATIVA = 'SEFAZ-SP sem resposta desde as 9h';

  it('tpEmis 6 na chave e em ide, com dhCont e xJust depois de verProc; valida no schema depois de assinada', () => {
    const { xml, chave } = montarNFe({
      ...venda5101Crt3,
      ide: { ...ide, tpEmis: '6', dhCont: '2026-04-10T09:05:00-03:00', xJust: ` ${JUSTIFICATIVA}\n` },
    });
    expect(decomporChave(chave).tpEmis).toBe('6');
    expect(xml).toContain(`<tpEmis>6</tpEmis>`);
    expect(xml).toMatch(
      new RegExp(
        `</verProc><dhCont>2026-04-10T09:05:00-03:00</dhCont><xJust>${JUSTIFICATIVA}</xJust>(<NFref>|</ide>)`,
      ),
    );
    expect(validarNFe(assinarNFe(xml, cert))).toEqual({ valido: true, erros: [] });
  });

  it('sem entrada em contingência, justificativa curta ou entrada na emissão normal: recusada no campo', () => {
    const com = (extras: Partial<EntradaNFe['ide']>) =>
      erroDe({ ...venda5101Crt3, ide: { ...ide, ...extras } });
    expect(com({ tpEmis: '7', xJust: JUSTIFICATIVA }).campo).toBe('ide.dhCont');
    expect(com({ tpEmis: '7', dhCont: '2026-04-10T09:05:00' }).campo).toBe('ide.dhCont');
    expect(com({ tpEmis: '7', dhCont: '2026-04-10T09:05:00-03:00', xJust: 'curta demais' }).campo).toBe(
      'ide.xJust',
    );
    expect(com({ tpEmis: '7', dhCont: '2026-04-10T09:05:00-03:00' }).campo).toBe('ide.xJust');
    expect(com({ dhCont: '2026-04-10T09:05:00-03:00', xJust: JUSTIFICATIVA }).campo).toBe('ide.dhCont');
    expect(com({ tpEmis: '1', xJust: JUSTIFICATIVA }).campo).toBe('ide.xJust');
  });
});

describe('coerência da nota', () => {
  it('retorno 5902 sem a NF-e do cliente é recusado', () => {
    const erro = erroDe({ ...retornoSimples5902, ide: { ...retornoSimples5902.ide, refNFe: [] } });
    expect(erro.campo).toBe('ide.refNFe');
    expect(erro.message).toMatch(/CFOP 5902 \(item 1\) exige a NF-e de remessa do cliente/);
  });

  it('chave referenciada com DV errado é recusada', () => {
    const chave = retornoSimples5902.ide.refNFe?.[0] ?? '';
    const errada = `${chave.slice(0, 43)}${(Number(chave[43]) + 1) % 10}`;
    const erro = erroDe({ ...retornoSimples5902, ide: { ...retornoSimples5902.ide, refNFe: [errada] } });
    expect(erro.campo).toBe('ide.refNFe[0]');
  });

  it('CFOP interno para destinatário de outra UF sugere o gêmeo interestadual', () => {
    const dest = {
      ...retornoSimples5902.dest,
      enderDest: { ...retornoSimples5902.dest.enderDest, UF: 'MG' as const },
    };
    expect(erroDe({ ...retornoSimples5902, dest })).toMatchObject({
      campo: 'det[0].CFOP',
      message: 'CFOP 5902 não combina com SP -> MG; use 6902.',
    });
  });

  it('CFOP sem regra na tabela', () => {
    const erro = erroDe(comItens(venda5101Crt3, [{ ...KG_DE_TAMPA, CFOP: '5949' }]));
    expect(erro).toMatchObject({
      campo: 'det[0].CFOP',
      message: 'Não há regra fiscal para o CFOP 5949 no regime normal; cadastre-a.',
    });
  });

  it('IPI tributado sem a alíquota da TIPI no item', () => {
    const { pIPI: _, ...semAliquota } = KG_DE_TAMPA;
    expect(erroDe(comItens(venda5101Crt3, [semAliquota])).campo).toBe('det[0].pIPI');
  });

  it('venda sem cobrança nem pagamento informado', () => {
    const { cobr: _, ...semCobranca } = venda5101Crt3;
    expect(erroDe(semCobranca).campo).toBe('pag');
  });

  it('cobrança numa nota só de retorno', () => {
    expect(erroDe({ ...retornoSimples5902, cobr: { dup: [{ dVenc: '2026-04-10' }] } }).campo).toBe('cobr');
  });

  it('duplicatas que não fecham com a fatura, ou vencidas antes da emissão', () => {
    expect(
      erroDe({ ...venda5101Crt3, cobr: { dup: [{ dVenc: '2026-06-15', vDup: '100.00' }] } }),
    ).toMatchObject({
      campo: 'cobr.dup',
      message: 'As duplicatas somam 100.00, mas o líquido da fatura é 2844.83.',
    });
    expect(erroDe({ ...venda5101Crt3, cobr: { dup: [{ dVenc: '2026-05-14' }] } }).campo).toBe(
      'cobr.dup[0].dVenc',
    );
  });

  it('dhEmi sem fuso horário', () => {
    expect(
      erroDe({ ...venda5101Crt3, ide: { ...venda5101Crt3.ide, dhEmi: '2026-05-15T08:00:00' } }).campo,
    ).toBe('ide.dhEmi');
  });

  it('contribuinte sem IE', () => {
    const { IE: _, ...semIE } = venda5101Crt3.dest;
    expect(erroDe({ ...venda5101Crt3, dest: semIE }).campo).toBe('dest.IE');
  });
});

describe('ICMS interestadual', () => {
  const paraBA = {
    ...venda5101Crt3.dest,
    enderDest: { ...venda5101Crt3.dest.enderDest, UF: 'BA' as const, cMun: '2927408', xMun: 'Salvador' },
  };

  it('de SP para a Bahia: 7 % (Res. Senado 22/1989); importado: 4 % (Res. 13/2012)', () => {
    const entrada: EntradaNFe = {
      ...venda5101Crt3,
      dest: paraBA,
      det: [
        { ...KG_DE_TAMPA, CFOP: '6124', qCom: '100.0000', vUnCom: '1.00' },
        { ...KG_DE_TAMPA, CFOP: '6101', qCom: '100.0000', vUnCom: '1.00', orig: '1' },
      ],
    };
    const { xml } = montarNFe(entrada);
    expect(xml).toContain('<vBC>100.00</vBC><pICMS>7.00</pICMS><vICMS>7.00</vICMS>');
    expect(xml).toContain(
      '<orig>1</orig><CST>00</CST><modBC>3</modBC><vBC>100.00</vBC><pICMS>4.00</pICMS><vICMS>4.00</vICMS>',
    );
  });

  it('a consumidor final não contribuinte exigiria o DIFAL, que não é feito: recusa em vez de errar', () => {
    const entrada: EntradaNFe = {
      ...venda5101Crt3,
      ide: { ...venda5101Crt3.ide, indFinal: '1' },
      dest: { ...paraBA, indIEDest: '9' },
      det: [{ ...KG_DE_TAMPA, CFOP: '6101' }],
    };
    expect(erroDe(entrada).message).toMatch(/DIFAL \(ICMSUFDest\)/);
  });
});

describe('IBS/CBS pelo ano e pelo regime', () => {
  it('regime normal em 2025 ainda não leva IBSCBS', () => {
    const entrada = { ...venda5101Crt3, ide: { ...venda5101Crt3.ide, dhEmi: '2025-12-15T08:00:00-03:00' } };
    const { xml, totais } = montarNFe({ ...entrada, cobr: { dup: [{ dVenc: '2026-01-15' }] } });
    expect(xml).not.toContain('IBSCBS');
    expect(totais.ibscbs).toBeUndefined();
  });

  it('Simples Nacional em 2027 leva IBSCBS: retorno só com CST e cClassTrib, sem precisar de alíquotas', () => {
    const entrada = {
      ...retornoSimples5902,
      ide: { ...retornoSimples5902.ide, dhEmi: '2027-03-10T09:30:00-03:00' },
    };
    const { dhSaiEnt: _, ...ide } = entrada.ide;
    const { xml } = montarNFe({ ...entrada, ide });
    expect(xml.match(/<IBSCBS><CST>410<\/CST><cClassTrib>410999<\/cClassTrib><\/IBSCBS>/g)).toHaveLength(2);
    expect(xml).toContain('<IBSCBSTot><vBCIBSCBS>0.00</vBCIBSCBS></IBSCBSTot>');
  });

  it('venda do Simples em 2027 usa as alíquotas da tabela da empresa, e sem elas a nota é recusada', () => {
    const simples2027: EntradaNFe = {
      ...venda5101Crt3,
      ide: { ...venda5101Crt3.ide, dhEmi: '2027-05-15T08:00:00-03:00' },
      emit: { ...venda5101Crt3.emit, CRT: '1' },
      det: [{ ...KG_DE_TAMPA, qCom: '10.0000', vUnCom: '10.00' }],
      cobr: { dup: [{ dVenc: '2027-06-15' }] },
    };
    expect(erroDe(simples2027).message).toBe(
      'Alíquotas de IBS e CBS de 2027 não cadastradas na tabela fiscal.',
    );
    const tabela: TabelaFiscal = {
      ...regrasPadrao,
      ibscbs: {
        ...regrasPadrao.ibscbs,
        aliquotas: {
          ...regrasPadrao.ibscbs.aliquotas,
          '2027': { pIBSUF: '0.05', pIBSMun: '0.05', pCBS: '8.70' },
        },
      },
    };
    const { xml, totais } = montarNFe(simples2027, { tabela });
    expect(xml).toContain('<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>');
    expect(xml).toContain('<PISOutr><CST>99</CST>');
    expect(totais.ibscbs).toEqual({
      vBCIBSCBS: '100.00',
      vIBSUF: '0.05',
      vIBSMun: '0.05',
      vIBS: '0.10',
      vCBS: '8.70',
    });
  });
});

describe('campos de texto e ambiente', () => {
  it('homologação troca a razão social do destinatário (rejeição 598); produção mantém', () => {
    expect(montarNFe(industrializacaoCrt3).xml).toContain(
      '<xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome>',
    );
    expect(montarNFe(venda5101Crt3).xml).toContain('<xNome>Cliente Encomendante S.A.</xNome>');
  });

  it('escapa &, < e > e normaliza espaços, quebras de linha e aspas tipográficas', () => {
    const entrada = comItens(venda5101Crt3, [
      { ...KG_DE_TAMPA, xProd: '  Tampa “Premium”  <28 mm>\n& lacre ', qCom: '10.0000', vUnCom: '10.00' },
    ]);
    expect(montarNFe(entrada).xml).toContain('<xProd>Tampa "Premium" &lt;28 mm&gt; &amp; lacre</xProd>');
  });

  it('cada cenário golden tem o grupo de responsável técnico configurado', () => {
    for (const entrada of Object.values(CENARIOS_GOLDEN)) {
      expect(montarNFe(entrada).xml).toContain(
        '<infRespTec><CNPJ>06157250000116</CNPJ><xContato>Equipe ERP</xContato><email>fiscal@erp.example</email><fone>1533334444</fone></infRespTec>',
      );
    }
  });
});

describe('CSRT do responsável técnico (NT 2018.005)', () => {
  const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');

  it('hashCSRT é o SHA-1 em Base64 do CSRT com a chave: o exemplo da NT', () => {
    expect(
      hashCsrt('G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO', '41180678393592000146558900000006041028190697'),
    ).toBe('aWv6LeEM4X6u4+qBI2OYZ8grigw=');
  });

  it('com CSRT configurado, a nota leva idCSRT e o hash da sua própria chave, nunca o CSRT; assinada, valida no XSD', () => {
    const CSRT = 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO';
    const entrada: EntradaNFe = {
      ...venda5101Crt3,
      infRespTec: { ...(venda5101Crt3.infRespTec as RespTecEntrada), csrt: { idCSRT: '01', CSRT } },
    };
    const { xml, chave } = montarNFe(entrada);
    expect(xml).toContain(
      `<fone>1533334444</fone><idCSRT>01</idCSRT><hashCSRT>${hashCsrt(CSRT, chave)}</hashCSRT>`,
    );
    expect(xml).not.toContain(CSRT);
    expect(validarNFe(assinarNFe(xml, cert))).toEqual({ valido: true, erros: [] });
  });

  it('recusa um idCSRT fora dos 2 dígitos', () => {
    const entrada: EntradaNFe = {
      ...venda5101Crt3,
      infRespTec: { ...(venda5101Crt3.infRespTec as RespTecEntrada), csrt: { idCSRT: '1', CSRT: 'X' } },
    };
    expect(() => montarNFe(entrada)).toThrow('idCSRT deve ter 2 dígitos');
  });
});

describe('transporte, autXML e infCpl', () => {
  it('veículo numa operação interestadual é recusado (rejeição 868); sem ele a mesma nota sai', () => {
    const comVeiculo: EntradaNFe = {
      ...retornoInterestadual6902,
      transp: { ...retornoInterestadual6902.transp, veicTransp: { placa: 'ABC1234', UF: 'SP' } },
    };
    expect(erroDe(comVeiculo).campo).toBe('transp.veicTransp');
    expect(erroDe(comVeiculo).message).toContain('interestadual');
    expect(montarNFe(retornoInterestadual6902).xml).not.toContain('veicTransp');
  });

  it('placa antiga, com hífen e em minúsculas, sai sem máscara; placa fora dos formatos é recusada', () => {
    const entrada = (placa: string): EntradaNFe => ({
      ...retornoComTransporte,
      transp: { ...retornoComTransporte.transp, veicTransp: { placa, UF: 'PR' } },
    });
    expect(montarNFe(entrada('abc-1234')).xml).toContain('<veicTransp><placa>ABC1234</placa><UF>PR</UF>');
    expect(erroDe(entrada('AB12345')).campo).toBe('transp.veicTransp.placa');
  });

  it('sem ocorrência de transporte (modFrete 9) não leva transportador', () => {
    const entrada: EntradaNFe = {
      ...retornoComTransporte,
      transp: { ...retornoComTransporte.transp, modFrete: '9', veicTransp: undefined },
    };
    expect(erroDe(entrada).campo).toBe('transp.transporta');
  });

  it('CNPJ do transportador e CPF do autXML com dígito errado são recusados', () => {
    const transportador: EntradaNFe = {
      ...retornoComTransporte,
      transp: {
        ...retornoComTransporte.transp,
        transporta: { ...retornoComTransporte.transp?.transporta, CNPJ: '98765432000199' },
      },
    };
    expect(erroDe(transportador).campo).toBe('transp.transporta.CNPJ');
    expect(erroDe({ ...retornoComTransporte, autXML: [{ CPF: '11144477736' }] }).campo).toBe('autXML[0]');
  });

  it('infCpl com os textos legais passando de 5000 caracteres é recusado com o tamanho', () => {
    const erro = erroDe({ ...retornoComTransporte, infAdic: { infCpl: 'x'.repeat(4900) } });
    expect(erro.campo).toBe('infAdic.infCpl');
    expect(erro.message).toContain('o máximo é 5000');
  });
});
