import { describe, expect, it } from 'vitest';
import {
  type ConclusaoDoCStat,
  conclusaoDoCStat,
  exigeEsperaNaDistribuicao,
  isAutorizada,
  isCancelada,
  isConsumoIndevido,
  isDenegada,
  isDenegadaNaBase,
  isDistribuicaoRespondida,
  isDocumentoLocalizado,
  isDuplicidadeDaChave,
  isEventoDuplicado,
  isEventoRegistrado,
  isFaixaJaInutilizada,
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
  '241',
  '256',
  '301',
  '302',
  '303',
  '304',
  '539',
  '563',
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
  ['denegada na base', isDenegadaNaBase, ['205']],
  ['número já usado', isNumeroJaUsado, ['204', '205', '206', '539']],
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
  ['faixa já inutilizada', isFaixaJaInutilizada, ['206', '256', '563']],
  ['documento localizado (DistDFe)', isDocumentoLocalizado, ['138']],
  ['nenhum documento (DistDFe)', isNenhumDocumentoLocalizado, ['137']],
  ['DistDFe respondeu', isDistribuicaoRespondida, ['137', '138']],
  ['espera na DistDFe', exigeEsperaNaDistribuicao, ['137', '656']],
];

/**
 * THE table: every cStat family the product can receive and the conclusion it draws about the document. The
 * emission, the consultation, the cancellation and the inutilização decide from situacao-cstat.ts, so a code
 * moved to another conclusion here changes what the product does with the note or the range.
 */
const CONCLUSOES: [string, ConclusaoDoCStat, string][] = [
  ['100', 'autorizada', 'Autorizado o uso da NF-e'],
  ['150', 'autorizada', 'Autorizado o uso da NF-e, autorização concedida fora de prazo'],
  ['110', 'denegada', 'Uso Denegado'],
  ['205', 'denegada', 'NF-e está denegada na base de dados da SEFAZ (o protocolo vem da consulta)'],
  ['301', 'denegada', 'Uso Denegado: Irregularidade fiscal do emitente'],
  ['302', 'denegada', 'Uso Denegado: Irregularidade fiscal do destinatário'],
  ['303', 'denegada', 'Uso Denegado: Destinatário não habilitado a operar na UF'],
  ['204', 'duplicidade', 'Duplicidade de NF-e (consultar a chave: este XML ou outro)'],
  ['539', 'numeroUsado', 'Duplicidade de NF-e com diferença na Chave de Acesso'],
  ['206', 'numeroUsado', 'NF-e já está inutilizada na Base de dados da SEFAZ (na emissão)'],
  ['101', 'cancelada', 'Cancelamento de NF-e homologado (com ou sem procEventoNFe)'],
  ['151', 'cancelada', 'Cancelamento de NF-e homologado fora de prazo'],
  ['135', 'eventoRegistrado', 'Evento registrado e vinculado a NF-e'],
  ['136', 'eventoRegistrado', 'Evento registrado, mas não vinculado a NF-e'],
  ['155', 'eventoRegistrado', 'Cancelamento homologado fora de prazo'],
  ['573', 'eventoDuplicado', 'Duplicidade de Evento (consultar a nota)'],
  ['102', 'inutilizada', 'Inutilização de número homologado'],
  ['256', 'faixaJaInutilizada', 'Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ'],
  ['563', 'faixaJaInutilizada', 'Já existe pedido de Inutilização com a mesma faixa'],
  ['103', 'pendente', 'Lote recebido com sucesso (acompanhar o recibo)'],
  ['105', 'pendente', 'Lote em processamento'],
  ['108', 'pendente', 'Serviço Paralisado Momentaneamente'],
  ['109', 'pendente', 'Serviço Paralisado sem Previsão'],
  ['656', 'pendente', 'Consumo Indevido'],
  ['104', 'loteProcessado', 'Lote processado (o julgamento está em cada protNFe)'],
  ['107', 'servicoEmOperacao', 'Serviço em Operação'],
  ['217', 'naoConsta', 'NF-e não consta na base de dados da SEFAZ'],
  ['137', 'distribuicao', 'Nenhum documento localizado'],
  ['138', 'distribuicao', 'Documento localizado'],
  ['106', 'rejeitada', 'Lote não localizado'],
  ['225', 'rejeitada', 'Falha no Schema XML'],
  ['241', 'rejeitada', 'Um número da faixa já foi utilizado'],
  ['252', 'rejeitada', 'Ambiente informado diverge do Ambiente de recebimento'],
  ['304', 'rejeitada', 'Pedido de Cancelamento para NF-e com evento da Suframa'],
  ['999', 'rejeitada', 'Erro não catalogado'],
  ['', 'rejeitada', 'resposta sem cStat'],
];

describe('conclusão de cada cStat (a tabela única)', () => {
  it.each(CONCLUSOES)('%s -> %s (%s)', (cStat, conclusao) => {
    expect(conclusaoDoCStat(cStat)).toBe(conclusao);
  });

  it('covers every code the families name', () => {
    const naTabela = new Set(CONCLUSOES.map(([c]) => c));
    expect(CODIGOS.filter((c) => !naTabela.has(c))).toEqual([]);
  });

  it('206 in an inutilização answer is the range already voided, not a number to renumber', () => {
    expect(conclusaoDoCStat('206', 'inutilizacao')).toBe('faixaJaInutilizada');
    expect(conclusaoDoCStat('102', 'inutilizacao')).toBe('inutilizada');
    expect(conclusaoDoCStat('241', 'inutilizacao')).toBe('rejeitada');
    expect(conclusaoDoCStat(undefined)).toBe('rejeitada');
  });
});

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
