import { describe, expect, it } from 'vitest';
import {
  exigeEsperaNaDistribuicao,
  isAutorizada,
  isCancelada,
  isConsumoIndevido,
  isDenegada,
  isDistribuicaoRespondida,
  isDocumentoLocalizado,
  isDuplicidadeDaChave,
  isEventoDuplicado,
  isEventoRegistrado,
  isInutilizacaoHomologada,
  isLoteEmProcessamento,
  isLoteProcessado,
  isLoteRecebido,
  isNaoConsta,
  isNenhumDocumentoLocalizado,
  isNumeroJaUsado,
  isProtocoloDeUso,
  isServicoEmOperacao,
  isServicoParalisado,
  isTentarDepois,
  situacaoDoProtocolo,
} from './situacao-cstat.ts';

/** Every code any family below names, plus codes that belong to none (rejections, the empty answer). */
const CODIGOS = [
  '100',
  '101',
  '102',
  '103',
  '104',
  '105',
  '106',
  '107',
  '108',
  '109',
  '110',
  '135',
  '136',
  '137',
  '138',
  '150',
  '151',
  '155',
  '204',
  '205',
  '206',
  '217',
  '225',
  '301',
  '302',
  '303',
  '304',
  '539',
  '573',
  '656',
  '999',
  '',
];

/** Each question answers yes for exactly these codes (MOC 7.0 Anexo I, NT 2012.002, NT 2014.002). */
const FAMILIAS: [string, (c: string) => boolean, string[]][] = [
  ['autorizada', isAutorizada, ['100', '150']],
  ['denegada', isDenegada, ['110', '301', '302', '303']],
  ['protocolo de uso', isProtocoloDeUso, ['100', '110', '150', '301', '302', '303']],
  ['cancelada na consulta', isCancelada, ['101', '151']],
  ['número já usado', isNumeroJaUsado, ['204', '206', '539']],
  ['duplicidade da chave', isDuplicidadeDaChave, ['204']],
  ['lote recebido', isLoteRecebido, ['103']],
  ['lote processado', isLoteProcessado, ['104']],
  ['lote em processamento', isLoteEmProcessamento, ['105']],
  ['serviço em operação', isServicoEmOperacao, ['107']],
  ['serviço paralisado', isServicoParalisado, ['108', '109']],
  ['consumo indevido', isConsumoIndevido, ['656']],
  ['tentar depois', isTentarDepois, ['108', '109', '656']],
  ['não consta', isNaoConsta, ['217']],
  ['evento registrado', isEventoRegistrado, ['135', '136', '155']],
  ['evento duplicado', isEventoDuplicado, ['573']],
  ['inutilização homologada', isInutilizacaoHomologada, ['102']],
  ['documento localizado (DistDFe)', isDocumentoLocalizado, ['138']],
  ['nenhum documento (DistDFe)', isNenhumDocumentoLocalizado, ['137']],
  ['DistDFe respondeu', isDistribuicaoRespondida, ['137', '138']],
  ['espera na DistDFe', exigeEsperaNaDistribuicao, ['137', '656']],
];

describe('situacao-cstat', () => {
  it.each(FAMILIAS)('%s: yes exactly for its codes', (_nome, pergunta, codigos) => {
    expect(CODIGOS.filter((c) => pergunta(c))).toEqual(codigos);
  });

  it('answers no for a missing cStat', () => {
    for (const [, pergunta] of FAMILIAS) {
      expect(pergunta(undefined as unknown as string)).toBe(false);
      expect(pergunta(null as unknown as string)).toBe(false);
    }
  });

  it('gives a protocol its situation: authorised late (150) and denied 303 included', () => {
    expect(situacaoDoProtocolo('100')).toBe('Autorizada');
    expect(situacaoDoProtocolo('150')).toBe('Autorizada');
    expect(situacaoDoProtocolo('303')).toBe('Denegada');
    expect(situacaoDoProtocolo('110')).toBe('Denegada');
    expect(situacaoDoProtocolo('539')).toBeNull();
    expect(situacaoDoProtocolo(undefined)).toBeNull();
  });
});
