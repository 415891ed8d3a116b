import { describe, expect, test } from 'vitest';
import { calcularValores, dvModulo11 } from './gerar-nfse.ts';
import type { CamposDps } from './ler-dps.ts';

const dps = (valores: Partial<CamposDps>): CamposDps => ({
  id: '',
  tpAmb: '2',
  dhEmi: '',
  serie: '900',
  nDPS: '1',
  dCompet: '',
  tpEmit: '1',
  cLocEmi: '1505486',
  tipoInscricao: '2',
  inscricao: '06157250000116',
  documentoPrestador: '06157250000116',
  cLocPrestacao: '1505486',
  cTribNac: '010101',
  vServ: '1000.00',
  vDescIncond: undefined,
  vDescCond: undefined,
  vDR: undefined,
  tribISSQN: '1',
  tpRetISSQN: '1',
  pAliq: undefined,
  vRetCP: undefined,
  vRetIRRF: undefined,
  vRetCSLL: undefined,
  vPis: undefined,
  vCofins: undefined,
  tpRetPisCofins: undefined,
  opSimpNac: '3',
  documentoTomador: undefined,
  ...valores,
});

describe('NFS-e gerada pela Sefin simulada', () => {
  test('DV da chave: o da NFS-e de exemplo oficial', () => {
    const chave = '15054862231305199000190000000000000225121645026250';
    expect(dvModulo11(chave.slice(0, 49))).toBe(chave.slice(49));
  });

  test('ISSQN com a alíquota da DPS, desconto incondicionado na base, retenção descontada do líquido', () => {
    expect(calcularValores(dps({ pAliq: '3.50', vDescIncond: '100.00', tpRetISSQN: '2' }))).toEqual({
      vBC: '900.00',
      pAliqAplic: '3.50',
      vISSQN: '31.50',
      vTotalRet: '31.50',
      vLiq: '868.50',
    });
  });

  test('dedução/redução (vDR) sai da base junto com o desconto incondicionado; o líquido não muda', () => {
    // 1000 - 100 - 333.33 = 566.67; x 5 % = 28.3335 -> 28.33
    expect(
      calcularValores(dps({ pAliq: '5.00', vDescIncond: '100.00', vDR: '333.33', tpRetISSQN: '1' })),
    ).toEqual({ vBC: '566.67', pAliqAplic: '5.00', vISSQN: '28.33', vTotalRet: '0.00', vLiq: '900.00' });
  });

  test('sem alíquota na DPS, 2 %; não tributável, sem base nem ISSQN', () => {
    expect(calcularValores(dps({})).vISSQN).toBe('20.00');
    expect(calcularValores(dps({ tribISSQN: '2' }))).toEqual({ vTotalRet: '0.00', vLiq: '1000.00' });
  });

  test('retenções federais: CP, IRRF e CSLL sempre descontadas; PIS e COFINS só quando retidos', () => {
    const federais = {
      vRetCP: '110.00',
      vRetIRRF: '15.00',
      vRetCSLL: '10.00',
      vPis: '6.50',
      vCofins: '30.00',
    };
    expect(
      calcularValores(dps({ ...federais, tpRetPisCofins: '1', tpRetISSQN: '2', pAliq: '3.00' })),
    ).toEqual({
      vBC: '1000.00',
      pAliqAplic: '3.00',
      vISSQN: '30.00',
      vTotalRet: '201.50',
      vLiq: '798.50',
    });
    expect(calcularValores(dps({ ...federais, tpRetPisCofins: '2' }))).toMatchObject({
      vTotalRet: '135.00',
      vLiq: '865.00',
    });
  });
});
