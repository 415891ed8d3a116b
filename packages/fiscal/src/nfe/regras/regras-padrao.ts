import type { RegraFiscal, RegraIbsCbs, RegraPisCofins, TabelaFiscal } from './tipos.ts';

/**
 * Regras padrão de uma indústria paulista que faz industrialização por encomenda (e vende produção própria).
 * São o ponto de partida: a empresa confere com o contador e edita a própria tabela (mesmo formato), que o
 * montador recebe em `opcoes.tabela`. Nada aqui é cálculo; é o que cada CFOP leva em cada regime.
 *
 * Escolhas e porquês:
 * - Remessa e retorno (5901/5902/5903): ICMS suspenso (CST 50 / CSOSN 400), IPI suspenso pelo art. 43 do RIPI
 *   (cEnq 108 na remessa ao executor, 109 no produto industrializado que volta ao encomendante), PIS/COFINS CST 49
 *   (não é receita) e IBS/CBS 410/410999 (operação não onerosa, sem grupo de valores).
 * - 5124 (cobrança da industrialização): ICMS tributado, IPI suspenso (art. 43, VII: o encomendante emprega o
 *   produto em nova industrialização ou comércio), PIS/COFINS cumulativos do lucro presumido (0,65 % e 3 %), e
 *   IBS/CBS 000/000001 (tributação integral).
 * - 5101 (venda de produção): ICMS e IPI tributados (alíquota do IPI da TIPI, informada no item).
 * - 5102 (revenda de mercadoria de terceiros): ICMS tributado; sem grupo IPI, pois a revenda sem industrialização
 *   não é fato gerador do IPI para quem não é equiparado a industrial.
 * - 6xxx: as mesmas regras; o ICMS interestadual usa a alíquota da Resolução do Senado (sem pICMS aqui).
 */

const PIS_COFINS_PRESUMIDO: RegraPisCofins = {
  CST: '01',
  pPIS: '0.65',
  pCOFINS: '3.00',
  excluirIcmsDaBase: true,
};
const PIS_COFINS_OUTRAS_SAIDAS: RegraPisCofins = { CST: '49' };
const PIS_COFINS_SIMPLES: RegraPisCofins = { CST: '99' };

const IBSCBS_INTEGRAL: RegraIbsCbs = { CST: '000', cClassTrib: '000001', tributado: true };
const IBSCBS_NAO_ONEROSA: RegraIbsCbs = { CST: '410', cClassTrib: '410999', tributado: false };

const RICMS_SP = 'legislação do ICMS (art. 402 a 408 do RICMS/SP)';
const UF_DO_EMITENTE = 'a legislação do ICMS da UF do emitente';
const CONVENIO_AE_15 = 'Convênio AE-15/74';

function texto(operacao: string, interestadual: boolean, ...outras: string[]) {
  const base = interestadual ? `${CONVENIO_AE_15} e ` : '';
  return {
    padrao: [operacao, `ICMS suspenso conforme ${base}${UF_DO_EMITENTE}.`, ...outras],
    porUF: { SP: [operacao, `ICMS suspenso conforme ${base}${RICMS_SP}.`, ...outras] },
  };
}

const REMESSA = 'Remessa para industrialização por encomenda.';
const RETORNO = 'Retorno de mercadoria utilizada na industrialização por encomenda.';
const NAO_APLICADA = 'Retorno de mercadoria recebida para industrialização e não aplicada.';
const IPI_43_VI = 'IPI suspenso (art. 43, VI, do RIPI - Decreto 7.212/2010).';
const IPI_43_VII = 'IPI suspenso (art. 43, VII, do RIPI - Decreto 7.212/2010).';

function regrasDoCfop(interno: string): RegraFiscal[] {
  const interestadual = `6${interno.slice(1)}`;
  const criar = (cfop: string): RegraFiscal[] => {
    const isInterestadual = cfop.startsWith('6');
    switch (interno) {
      case '5901':
        return [
          {
            cfop,
            regime: 'normal',
            descricao: 'Remessa para industrialização por encomenda',
            icms: { CST: '50' },
            ipi: { CST: '55', cEnq: '108' },
            pisCofins: PIS_COFINS_OUTRAS_SAIDAS,
            ibscbs: IBSCBS_NAO_ONEROSA,
            textoLegal: texto(REMESSA, isInterestadual, IPI_43_VI),
            exigeNFeReferenciada: false,
            geraCobranca: false,
          },
          {
            cfop,
            regime: 'simples',
            descricao: 'Remessa para industrialização por encomenda',
            icms: { CSOSN: '400' },
            pisCofins: PIS_COFINS_OUTRAS_SAIDAS,
            ibscbs: IBSCBS_NAO_ONEROSA,
            textoLegal: texto(REMESSA, isInterestadual),
            exigeNFeReferenciada: false,
            geraCobranca: false,
          },
        ];
      case '5902':
        return [
          {
            cfop,
            regime: 'normal',
            descricao: 'Retorno de mercadoria utilizada na industrialização por encomenda',
            icms: { CST: '50' },
            ipi: { CST: '55', cEnq: '109' },
            pisCofins: PIS_COFINS_OUTRAS_SAIDAS,
            ibscbs: IBSCBS_NAO_ONEROSA,
            textoLegal: texto(RETORNO, isInterestadual, IPI_43_VII),
            exigeNFeReferenciada: true,
            geraCobranca: false,
          },
          {
            cfop,
            regime: 'simples',
            descricao: 'Retorno de mercadoria utilizada na industrialização por encomenda',
            icms: { CSOSN: '400' },
            pisCofins: PIS_COFINS_OUTRAS_SAIDAS,
            ibscbs: IBSCBS_NAO_ONEROSA,
            textoLegal: texto(RETORNO, isInterestadual),
            exigeNFeReferenciada: true,
            geraCobranca: false,
          },
        ];
      case '5903':
        return [
          {
            cfop,
            regime: 'normal',
            descricao: 'Retorno de mercadoria recebida para industrialização e não aplicada',
            icms: { CST: '50' },
            // Material devolvido como veio: não houve industrialização, logo não há fato gerador do IPI.
            ipi: { CST: '53', cEnq: '999' },
            pisCofins: PIS_COFINS_OUTRAS_SAIDAS,
            ibscbs: IBSCBS_NAO_ONEROSA,
            textoLegal: texto(NAO_APLICADA, isInterestadual),
            exigeNFeReferenciada: true,
            geraCobranca: false,
          },
          {
            cfop,
            regime: 'simples',
            descricao: 'Retorno de mercadoria recebida para industrialização e não aplicada',
            icms: { CSOSN: '400' },
            pisCofins: PIS_COFINS_OUTRAS_SAIDAS,
            ibscbs: IBSCBS_NAO_ONEROSA,
            textoLegal: texto(NAO_APLICADA, isInterestadual),
            exigeNFeReferenciada: true,
            geraCobranca: false,
          },
        ];
      case '5124':
        return [
          {
            cfop,
            regime: 'normal',
            descricao: 'Industrialização efetuada para outra empresa',
            icms: isInterestadual ? { CST: '00' } : { CST: '00', pICMS: '18.00' },
            ipi: { CST: '55', cEnq: '109' },
            pisCofins: PIS_COFINS_PRESUMIDO,
            ibscbs: IBSCBS_INTEGRAL,
            textoLegal: { padrao: [IPI_43_VII] },
            exigeNFeReferenciada: false,
            geraCobranca: true,
          },
          {
            cfop,
            regime: 'simples',
            descricao: 'Industrialização efetuada para outra empresa',
            icms: { CSOSN: '102' },
            pisCofins: PIS_COFINS_SIMPLES,
            ibscbs: IBSCBS_INTEGRAL,
            exigeNFeReferenciada: false,
            geraCobranca: true,
          },
        ];
      case '5101':
        return [
          {
            cfop,
            regime: 'normal',
            descricao: 'Venda de produção do estabelecimento',
            icms: isInterestadual ? { CST: '00' } : { CST: '00', pICMS: '18.00' },
            ipi: { CST: '50', cEnq: '999' },
            pisCofins: PIS_COFINS_PRESUMIDO,
            ibscbs: IBSCBS_INTEGRAL,
            exigeNFeReferenciada: false,
            geraCobranca: true,
          },
          {
            cfop,
            regime: 'simples',
            descricao: 'Venda de produção do estabelecimento',
            icms: { CSOSN: '102' },
            pisCofins: PIS_COFINS_SIMPLES,
            ibscbs: IBSCBS_INTEGRAL,
            exigeNFeReferenciada: false,
            geraCobranca: true,
          },
        ];
      case '5102':
        return [
          {
            cfop,
            regime: 'normal',
            descricao: 'Venda de mercadoria adquirida ou recebida de terceiros',
            icms: isInterestadual ? { CST: '00' } : { CST: '00', pICMS: '18.00' },
            pisCofins: PIS_COFINS_PRESUMIDO,
            ibscbs: IBSCBS_INTEGRAL,
            exigeNFeReferenciada: false,
            geraCobranca: true,
          },
          {
            cfop,
            regime: 'simples',
            descricao: 'Venda de mercadoria adquirida ou recebida de terceiros',
            icms: { CSOSN: '102' },
            pisCofins: PIS_COFINS_SIMPLES,
            ibscbs: IBSCBS_INTEGRAL,
            exigeNFeReferenciada: false,
            geraCobranca: true,
          },
        ];
      default:
        throw new RangeError(`Sem regra padrão para o CFOP ${interno}.`);
    }
  };
  return [...criar(interno), ...criar(interestadual)];
}

export const regrasPadrao: TabelaFiscal = {
  regras: ['5901', '5902', '5903', '5124', '5101', '5102'].flatMap(regrasDoCfop),
  ibscbs: {
    // LC 214/2025, art. 348: regime normal desde 2026 (ano de teste); Simples Nacional e MEI a partir de 2027.
    inicio: { normal: 2026, simples: 2027 },
    // 2026: CBS 0,9 % e IBS 0,1 %, todo estadual (município 0 %). Os anos seguintes entram quando publicados.
    aliquotas: { '2026': { pIBSUF: '0.10', pIBSMun: '0.00', pCBS: '0.90' } },
  },
  textoPorRegime: {
    // LC 123/2006, art. 23, e Resolução CGSN 140/2018, art. 59.
    simples:
      'DOCUMENTO EMITIDO POR ME OU EPP OPTANTE PELO SIMPLES NACIONAL. NÃO GERA DIREITO A CRÉDITO FISCAL DE IPI.',
  },
};
