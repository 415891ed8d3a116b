import { describe, expect, it } from 'vitest';
import { entradaDps } from '../../../test/support/entrada-dps.ts';
import { lerFixture, lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { readPfx } from '../../cert/read-pfx.ts';
import { verificarAssinatura } from '../../common/sign-xml.ts';
import { assinarDPS } from '../sign.ts';
import { calcularValoresDps } from './calcular-valores-dps.ts';
import { cTribNacDoItemLc116 } from './ctribnac-do-item-lc116.ts';
import { DpsInvalidaError } from './dps-invalida-error.ts';
import { montarDps } from './montar-dps.ts';
import { montarIdDps } from './montar-id-dps.ts';
import { validarDps } from './validar-dps.ts';

const certificado = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');

function problemasDe(acao: () => unknown) {
  try {
    acao();
  } catch (erro) {
    if (erro instanceof DpsInvalidaError) return erro.problemas;
    throw erro;
  }
  throw new Error('Esperado DpsInvalidaError.');
}

describe('montarDps', () => {
  it('gera a DPS do golden file, com o Id da concatenação cMun + tpInsc + CNPJ + série + número', () => {
    const { xml, id } = montarDps(entradaDps());
    expect(id).toBe('DPS355030820615725000011600001000000000000123');
    expect(xml).toBe(lerFixtureTexto('nfse/dps_montada.xml').trimEnd());
  });

  it('valida no schema oficial, assina com assinarDPS e a assinatura confere', () => {
    const { xml } = montarDps(entradaDps());
    expect(validarDps(xml)).toEqual({ valido: true, erros: [] });
    const assinada = assinarDPS(xml, certificado);
    expect(validarDps(assinada, { exigirAssinatura: true })).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(assinada, { perfilSefaz: true })).toEqual({
      valida: true,
      situacao: 'valida',
    });
    expect(verificarAssinatura(assinada.replace('1000.00', '1001.00')).valida).toBe(false);
  });

  it('DPS sem assinatura não passa quando a assinatura é exigida', () => {
    const { xml } = montarDps(entradaDps());
    expect(validarDps(xml, { exigirAssinatura: true }).erros.map((e) => e.campo)).toEqual(['Signature']);
  });

  it('prestador pessoa física (CPF), tomador por CPF, ISS retido com alíquota informada e retenções federais', () => {
    const { xml, id, valores } = montarDps(
      entradaDps({
        prestador: { CPF: '529.982.247-25', regTrib: { opSimpNac: '1', regEspTrib: '0' } },
        tomador: {
          CPF: '98216457200',
          xNome: 'Fulano de Tal',
          endereco: { cMun: '3550308', CEP: '01001000', xLgr: 'Praça da Sé', nro: 's/n', xBairro: 'Sé' },
        },
        valores: {
          vServ: '1000.00',
          vDescIncond: '50.00',
          iss: { tpRetISSQN: '2', aliquota: '2', informarAliquota: true },
          pisCofins: { CST: '01', pAliqPis: '0.65', pAliqCofins: '3', tpRetPisCofins: '1' },
          vRetIRRF: '15.00',
          vRetCSLL: '10.00',
        },
        tributosAproximados: { tipo: 'naoInformar' },
      }),
    );
    expect(id).toBe('DPS355030810005299822472500001000000000000123');
    expect(xml).toContain(
      '<prest><CPF>52998224725</CPF><regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib>',
    );
    expect(xml).toContain(
      '<tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>2</tpRetISSQN><pAliq>2.00</pAliq></tribMun>',
    );
    expect(xml).toContain(
      '<piscofins><CST>01</CST><vBCPisCofins>950.00</vBCPisCofins><pAliqPis>0.65</pAliqPis>' +
        '<pAliqCofins>3.00</pAliqCofins><vPis>6.18</vPis><vCofins>28.50</vCofins><tpRetPisCofins>1</tpRetPisCofins>',
    );
    expect(xml).toContain('<vRetIRRF>15.00</vRetIRRF><vRetCSLL>10.00</vRetCSLL>');
    expect(xml).toContain('<vDescCondIncond><vDescIncond>50.00</vDescIncond></vDescCondIncond>');
    expect(validarDps(xml)).toEqual({ valido: true, erros: [] });
    // 950 x 0,65% = 6,175: meio para cima dá 6,18 (o float 6.175 arredondaria para 6,17).
    expect(valores).toMatchObject({
      vBC: '950.00',
      vISSQN: '19.00',
      issRetido: true,
      vPis: '6.18',
      vCofins: '28.50',
      vTotalRet: '78.68',
      vLiq: '871.32',
    });
  });

  it('normaliza texto colado de editores e recusa o que o leiaute não aceita', () => {
    const { xml } = montarDps(
      entradaDps({
        servico: {
          cTribNac: '140501',
          xDescServ: '  “Peças”   – lote\u00a07…  ',
          cNBS: '115021000',
        },
      }),
    );
    expect(xml).toContain('<xDescServ>"Peças" - lote 7...</xDescServ>');
    const problemas = problemasDe(() =>
      montarDps(entradaDps({ servico: { cTribNac: '140501', xDescServ: 'Peças 🚀', cNBS: '115021000' } })),
    );
    expect(problemas.map((p) => p.campo)).toEqual(['servico.xDescServ']);
  });

  it('junta todos os problemas com o código de rejeição que a Sefin daria', () => {
    const problemas = problemasDe(() =>
      montarDps(
        entradaDps({
          prestador: { CNPJ: '06157250000117', regTrib: { opSimpNac: '3', regEspTrib: '0' } },
          tomador: { CNPJ: '11222333000181', xNome: 'Cliente' },
          dCompet: '2026-07-11',
          valores: { vServ: '100.00', iss: { tpRetISSQN: '2', aliquota: '5.01' }, vRetIRRF: '100.00' },
        }),
      ),
    );
    expect(problemas.map((p) => p.codigo).sort()).toEqual([
      'E0015',
      'E0080',
      'E0166',
      'E0237',
      // IRRF de 100,00 mais o ISS retido num serviço de 100,00: líquido negativo.
      'E0428',
      'E0595',
      'E0700',
    ]);
  });

  it('recusa valores em formato brasileiro ou negativos, nunca os converte', () => {
    const problemas = problemasDe(() =>
      montarDps(entradaDps({ valores: { vServ: '1.000,00', iss: { tpRetISSQN: '1' } } })),
    );
    expect(problemas).toEqual([
      {
        campo: 'valores.vServ',
        mensagem: 'Valor inválido em valores.vServ: "1.000,00" (use ponto como separador decimal).',
      },
    ]);
    expect(
      problemasDe(() =>
        montarDps(
          entradaDps({ valores: { vServ: '100.00', vDescIncond: '150.00', iss: { tpRetISSQN: '1' } } }),
        ),
      ).map((p) => p.mensagem),
    ).toContain('Descontos incondicionados e deduções não podem passar do valor do serviço.');
  });

  it('dedução/redução: vDedRed/vDR válido no schema só quando há dedução, e as regras da Sefin sobre ela', () => {
    const naoOptante = {
      CNPJ: '06157250000116',
      regTrib: { opSimpNac: '1' as const, regEspTrib: '0' as const },
    };
    const comDeducao = montarDps(
      entradaDps({
        prestador: naoOptante,
        valores: { vServ: '1000.00', vDR: '250.00', iss: { tpRetISSQN: '1', aliquota: '5.00' } },
      }),
    );
    expect(comDeducao.xml).toContain(
      '<vServPrest><vServ>1000.00</vServ></vServPrest><vDedRed><vDR>250.00</vDR></vDedRed><trib>',
    );
    expect(validarDps(comDeducao.xml)).toEqual({ valido: true, erros: [] });
    expect(comDeducao.valores).toMatchObject({
      vDR: '250.00',
      vBC: '750.00',
      vISSQN: '37.50',
      vLiq: '1000.00',
    });
    const semDeducao = montarDps(
      entradaDps({
        prestador: naoOptante,
        valores: { vServ: '1000.00', vDR: '0', iss: { tpRetISSQN: '1' } },
      }),
    );
    expect(semDeducao.xml).not.toContain('vDedRed');

    const codigos = (ajustes: Parameters<typeof entradaDps>[0]) => {
      try {
        montarDps(entradaDps(ajustes));
        return [];
      } catch (erro) {
        if (erro instanceof DpsInvalidaError) return erro.problemas.map((p) => p.codigo);
        throw erro;
      }
    };
    const valores = { vServ: '1000.00', vDR: '100.00', iss: { tpRetISSQN: '1' as const, aliquota: '5.00' } };
    // ME/EPP apurando pelo SN numa industrialização (14.05): E0442; em construção civil (7.02) pode.
    expect(codigos({ valores })).toEqual(['E0442']);
    expect(
      codigos({ valores, servico: { cTribNac: '070201', xDescServ: 'Obra', cNBS: '115021000' } }),
    ).toEqual([]);
    expect(
      codigos({
        valores,
        prestador: { CNPJ: '06157250000116', regTrib: { opSimpNac: '2', regEspTrib: '0' } },
      }),
    ).toEqual(['E0436']);
    expect(
      codigos({
        valores,
        prestador: { CNPJ: '06157250000116', regTrib: { opSimpNac: '1', regEspTrib: '3' } },
      }),
    ).toEqual(['E0438']);
    expect(
      codigos({ prestador: naoOptante, valores: { ...valores, iss: { tribISSQN: '3', tpRetISSQN: '1' } } }),
    ).toEqual(['E0435']);
    // 5 % sobre 600,00 de base é 3 % do serviço; sobre 399,99 fica abaixo de 2 %.
    expect(codigos({ prestador: naoOptante, valores: { ...valores, vDR: '600.00' } })).toEqual([]);
    expect(codigos({ prestador: naoOptante, valores: { ...valores, vDR: '600.01' } })).toEqual(['E0447']);
    expect(codigos({ prestador: naoOptante, valores: { ...valores, vDR: '1000.01' } })).toContain('E0427');
  });

  it('cTribNac a partir do subitem da LC 116', () => {
    expect(cTribNacDoItemLc116('14.05')).toBe('140501');
    expect(cTribNacDoItemLc116('7.02', '02')).toBe('070202');
    expect(() => cTribNacDoItemLc116('1405')).toThrow(RangeError);
  });
});

describe('calcularValoresDps', () => {
  it('sem tributação do ISS (exportação) não há base nem ISS, e o líquido desconta só as retenções federais', () => {
    expect(
      calcularValoresDps({
        vServ: '500',
        vDescCond: '20',
        iss: { tribISSQN: '3', tpRetISSQN: '1', aliquota: '2' },
        vRetCP: '55',
      }),
    ).toEqual({
      vServ: '500.00',
      vDescIncond: '0.00',
      vDescCond: '20.00',
      vDR: '0.00',
      pAliq: '2.00',
      issRetido: false,
      pisCofinsRetidos: false,
      vRetCP: '55.00',
      vRetIRRF: '0.00',
      vRetCSLL: '0.00',
      vTotalRet: '55.00',
      vLiq: '425.00',
    });
  });

  it('dedução reduz a base do ISS mas não o líquido; ISS não retido não entra no total retido', () => {
    const valores = calcularValoresDps({
      vServ: '1000',
      vDR: '300',
      iss: { tpRetISSQN: '1', aliquota: '3' },
    });
    expect(valores).toMatchObject({ vBC: '700.00', vISSQN: '21.00', vTotalRet: '0.00', vLiq: '1000.00' });
  });
});

describe('montarIdDps', () => {
  it('completa série e número com zeros e recusa série zero', () => {
    expect(montarIdDps({ cLocEmi: '3304557', CNPJ: '11905971000105', serie: '333', nDPS: '6' })).toBe(
      'DPS330455721190597100010500333000000000000006',
    );
    expect(() =>
      montarIdDps({ cLocEmi: '3304557', CNPJ: '11905971000105', serie: '00000', nDPS: '6' }),
    ).toThrow(/Série/);
  });
});
