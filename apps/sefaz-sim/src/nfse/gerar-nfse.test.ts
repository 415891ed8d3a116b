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
  tribISSQN: '1',
  tpRetISSQN: '1',
  pAliq: undefined,
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

  test('sem alíquota na DPS, 2 %; não tributável, sem base nem ISSQN', () => {
    expect(calcularValores(dps({})).vISSQN).toBe('20.00');
    expect(calcularValores(dps({ tribISSQN: '2' }))).toEqual({ vTotalRet: '0.00', vLiq: '1000.00' });
  });
});
