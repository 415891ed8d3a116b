import { regrasPadrao } from './regras-padrao.ts';
import type { AnoIbsCbs, RegraFiscal, RegraPisCofins, TabelaFiscal } from './tipos.ts';

/**
 * PIS e COFINS extintos (EC 132/2023, ADCT art. 126, II, a partir de 2027): a saída que os tributava (CST 01/02)
 * passa a ser sem incidência da contribuição (CST 08, grupo PISNT/COFINSNT, sem valores); as demais CST ficam.
 */
const SEM_INCIDENCIA: RegraPisCofins = { CST: '08' };

function semPisCofins(regra: RegraFiscal): RegraFiscal {
  if (regra.regime !== 'normal') return regra;
  if (regra.pisCofins.CST !== '01' && regra.pisCofins.CST !== '02') return regra;
  return { ...regra, pisCofins: SEM_INCIDENCIA };
}

/**
 * A tabela fiscal de um ano de emissão: as regras de `base` com o que a linha do ano muda (PIS/COFINS do regime
 * normal, Simples Nacional no grupo IBSCBS) e as alíquotas de IBS/CBS desse ano, e só dele. Uma nota montada com
 * ela para outro ano é recusada pelo montador (alíquotas não cadastradas), nunca calculada com as de outro ano.
 */
export function tabelaDoAno(linha: AnoIbsCbs, base: TabelaFiscal = regrasPadrao): TabelaFiscal {
  return {
    ...base,
    regras: linha.pisCofinsRegimeNormal ? base.regras : base.regras.map(semPisCofins),
    ibscbs: {
      inicio: {
        normal: base.ibscbs.inicio.normal,
        simples: linha.ibscbsSimples ? Math.min(linha.ano, base.ibscbs.inicio.simples) : linha.ano + 1,
      },
      aliquotas: { [String(linha.ano)]: { pIBSUF: linha.pIBSUF, pIBSMun: linha.pIBSMun, pCBS: linha.pCBS } },
    },
  };
}
