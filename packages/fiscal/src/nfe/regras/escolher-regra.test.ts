import { describe, expect, it } from 'vitest';
import { aliquotaInterestadualIcms } from './aliquota-interestadual.ts';
import {
  escolherRegra,
  exigeIbsCbs,
  RegraFiscalError,
  regimeDoCrt,
  textoLegalDaRegra,
} from './escolher-regra.ts';
import { regrasPadrao } from './regras-padrao.ts';
import type { CRT } from './tipos.ts';

describe('regrasPadrao', () => {
  it('cobre 5901, 5902, 5903, 5124, 5101, 5102 e os gêmeos 6xxx nos dois regimes, uma regra por par', () => {
    const pares = regrasPadrao.regras.map((r) => `${r.cfop}/${r.regime}`).sort();
    const esperados = ['5901', '5902', '5903', '5124', '5101', '5102']
      .flatMap((c) => [c, `6${c.slice(1)}`])
      .flatMap((c) => [`${c}/normal`, `${c}/simples`])
      .sort();
    expect(pares).toEqual(esperados);
  });

  it('é dado puro: sobrevive a JSON (a empresa guarda e edita a própria cópia)', () => {
    expect(JSON.parse(JSON.stringify(regrasPadrao))).toEqual(regrasPadrao);
  });

  it('só retornos exigem NF-e referenciada, e só 5124 e as vendas (5101/5102) geram cobrança', () => {
    const exigem = regrasPadrao.regras.filter((r) => r.exigeNFeReferenciada).map((r) => r.cfop);
    expect([...new Set(exigem)].sort()).toEqual(['5902', '5903', '6902', '6903']);
    const cobram = regrasPadrao.regras.filter((r) => r.geraCobranca).map((r) => r.cfop);
    expect([...new Set(cobram)].sort()).toEqual(['5101', '5102', '5124', '6101', '6102', '6124']);
  });
});

describe('escolherRegra', () => {
  it('regime normal usa CST; Simples (CRT 1, 2 e 4) usa CSOSN', () => {
    expect(escolherRegra('5902', '3', 2026).regra.icms).toEqual({ CST: '50' });
    for (const crt of ['1', '2', '4'] as const) {
      expect(escolherRegra('5902', crt, 2026).regra.icms).toEqual({ CSOSN: '400' });
    }
    expect(escolherRegra('5902', '3', 2026).regra.ipi).toEqual({ CST: '55', cEnq: '109' });
    expect(escolherRegra('5124', '3', 2026).regra.pisCofins).toEqual({
      CST: '01',
      pPIS: '0.65',
      pCOFINS: '3.00',
      excluirIcmsDaBase: true,
    });
  });

  it.each([
    ['3', 2025, undefined],
    [
      '3',
      2026,
      { CST: '000', cClassTrib: '000001', aliquotas: { pIBSUF: '0.10', pIBSMun: '0.00', pCBS: '0.90' } },
    ],
    ['1', 2026, undefined],
    ['4', 2026, undefined],
  ] as const)('5124 com CRT %s em %i: IBS/CBS %j', (crt, ano, esperado) => {
    expect(escolherRegra('5124', crt, ano).ibscbs).toEqual(esperado);
  });

  it('Simples a partir de 2027: retorno leva só CST/cClassTrib; venda precisa das alíquotas do ano na tabela', () => {
    expect(escolherRegra('5902', '1', 2027).ibscbs).toEqual({ CST: '410', cClassTrib: '410999' });
    expect(() => escolherRegra('5101', '1', 2027)).toThrow('Alíquotas de IBS e CBS de 2027 não cadastradas');
  });

  it.each([
    ['3', 2025, false],
    ['3', 2026, true],
    ['1', 2026, false],
    ['2', 2027, true],
    ['4', 2027, true],
  ] as const)('exigeIbsCbs(CRT %s, %i) = %s', (crt, ano, esperado) => {
    expect(exigeIbsCbs(crt, ano)).toBe(esperado);
  });

  it('CFOP sem regra e CRT inválido', () => {
    expect(() => escolherRegra('5949', '1', 2026)).toThrow(
      new RegraFiscalError('Não há regra fiscal para o CFOP 5949 no Simples Nacional; cadastre-a.'),
    );
    expect(() => regimeDoCrt('5' as CRT)).toThrow(RegraFiscalError);
  });

  it('usa a tabela editada pela empresa', () => {
    const tabela = {
      ...regrasPadrao,
      regras: regrasPadrao.regras.map((r) =>
        r.cfop === '5902' && r.regime === 'simples' ? { ...r, icms: { CSOSN: '900' as const } } : r,
      ),
    };
    expect(escolherRegra('5902', '1', 2026, tabela).regra.icms).toEqual({ CSOSN: '900' });
    expect(escolherRegra('5902', '1', 2026).regra.icms).toEqual({ CSOSN: '400' });
  });
});

describe('textoLegalDaRegra', () => {
  it('SP cita o RICMS/SP; outras UF, a legislação da UF do emitente; interestadual, o Convênio AE-15/74', () => {
    const interno = escolherRegra('5902', '3', 2026).regra;
    expect(textoLegalDaRegra(interno, 'SP')).toEqual([
      'Retorno de mercadoria utilizada na industrialização por encomenda.',
      'ICMS suspenso conforme legislação do ICMS (art. 402 a 408 do RICMS/SP).',
      'IPI suspenso (art. 43, VII, do RIPI - Decreto 7.212/2010).',
    ]);
    expect(textoLegalDaRegra(interno, 'PR')[1]).toBe(
      'ICMS suspenso conforme a legislação do ICMS da UF do emitente.',
    );
    expect(textoLegalDaRegra(escolherRegra('6902', '1', 2026).regra, 'SP')).toEqual([
      'Retorno de mercadoria utilizada na industrialização por encomenda.',
      'ICMS suspenso conforme Convênio AE-15/74 e legislação do ICMS (art. 402 a 408 do RICMS/SP).',
    ]);
    expect(textoLegalDaRegra(escolherRegra('5101', '3', 2026).regra, 'SP')).toEqual([]);
  });
});

describe('aliquotaInterestadualIcms', () => {
  it.each([
    ['SP', 'MG', '0', '12.00'],
    ['SP', 'BA', '0', '7.00'],
    ['SP', 'ES', '0', '7.00'],
    ['PR', 'GO', '0', '7.00'],
    ['BA', 'SP', '0', '12.00'],
    ['ES', 'BA', '0', '12.00'],
    ['SP', 'MG', '1', '4.00'],
    ['SP', 'BA', '8', '4.00'],
    ['SP', 'BA', '6', '7.00'],
    ['SP', 'MG', '5', '12.00'],
  ])('%s -> %s, origem %s: %s %%', (origem, destino, orig, esperado) => {
    expect(aliquotaInterestadualIcms(origem, destino, orig)).toBe(esperado);
  });

  it('recusa operação interna e UF inexistente', () => {
    expect(() => aliquotaInterestadualIcms('SP', 'SP')).toThrow(/Operação interna/);
    expect(() => aliquotaInterestadualIcms('SP', 'XX')).toThrow(/UF inválida/);
  });
});
