/**
 * O que cada cStat da SEFAZ diz, num só lugar: quem precisa saber se uma resposta autoriza, denega, registra um
 * evento ou manda esperar pergunta aqui, em vez de repetir listas de códigos que começam a discordar (a leitura
 * da DistDFe tratava 150 como "sem situação" e não conhecia a denegação 303).
 *
 * Fonte: MOC 7.0, Anexo I (tabela de códigos de erros e descrições de mensagens de erros), NT 2012.002 (eventos do
 * destinatário) e NT 2014.002 (NFeDistribuicaoDFe). Os códigos são texto, como vêm no XML.
 */

/** 100 autorizado o uso da NF-e; 150 autorizado o uso, autorização concedida fora de prazo. */
const AUTORIZADO = new Set(['100', '150']);
/**
 * Uso denegado: 110 (código antigo, ainda devolvido por algumas UFs), 301 irregularidade fiscal do emitente,
 * 302 irregularidade fiscal do destinatário, 303 destinatário não habilitado a operar na UF.
 */
const DENEGADO = new Set(['110', '301', '302', '303']);
/**
 * O número da nota já tem dono na SEFAZ: 204 duplicidade de NF-e, 205 NF-e denegada na base de dados (esta chave
 * já foi denegada), 206 número já inutilizado, 539 duplicidade com diferença na chave de acesso.
 */
const NUMERO_JA_USADO = new Set(['204', '205', '206', '539']);
/**
 * Inutilização: 102 homologada (com o protocolo); a faixa já está inutilizada na SEFAZ: 206 NF-e já inutilizada,
 * 256 uma NF-e da faixa já está inutilizada, 563 já existe pedido de inutilização com a mesma faixa.
 */
const FAIXA_JA_INUTILIZADA = new Set(['206', '256', '563']);
/** Lote ou consulta sem julgamento da nota: 103 recebido, 105 em processamento (consultar de novo depois). */
const LOTE_SEM_JULGAMENTO = new Set(['103', '105']);
/** Serviço paralisado momentaneamente (108) ou sem previsão (109). */
const PARALISADO = new Set(['108', '109']);
/** Eventos registrados: 135 vinculado à NF-e, 136 sem vínculo, 155 cancelamento homologado fora de prazo. */
const EVENTO_REGISTRADO = new Set(['135', '136', '155']);
/** Consulta pela chave de uma nota cancelada: 101 cancelamento homologado, 151 homologado fora de prazo. */
const CANCELADA = new Set(['101', '151']);

/** A nota teve o uso autorizado (100, 150). */
export const isAutorizada = (cStat: string | null | undefined) => AUTORIZADO.has(cStat ?? '');

/** A nota teve o uso denegado (110, 301, 302, 303): o número fica usado, a nota não vale. */
export const isDenegada = (cStat: string | null | undefined) => DENEGADO.has(cStat ?? '');

/** 205: NF-e denegada na base de dados da SEFAZ (a chave reenviada já foi denegada): consultar pelo protocolo. */
export const DENEGADA_NA_BASE = '205';

/**
 * 205, a resposta a um reenvio de chave já denegada: é uma denegação, não uma rejeição; o protocolo de
 * denegação (para o nfeProc) vem da consulta pela chave.
 */
export const isDenegadaNaBase = (cStat: string | null | undefined) => cStat === DENEGADA_NA_BASE;

/** Protocolo que dá à nota uma situação definitiva, o único que vai num nfeProc: autorizada ou denegada. */
export const isProtocoloDeUso = (cStat: string | null | undefined) =>
  isAutorizada(cStat) || isDenegada(cStat);

/** A situação fiscal que um protocolo dá à nota, ou null quando o código não a decide (rejeições, lote). */
export function situacaoDoProtocolo(cStat: string | null | undefined): 'Autorizada' | 'Denegada' | null {
  if (isAutorizada(cStat)) return 'Autorizada';
  if (isDenegada(cStat)) return 'Denegada';
  return null;
}

/** A consulta pela chave encontrou a nota cancelada (101, 151). */
export const isCancelada = (cStat: string | null | undefined) => CANCELADA.has(cStat ?? '');

/** A rejeição diz que o número já foi usado (204, 206, 539): consultar antes de numerar de novo. */
export const isNumeroJaUsado = (cStat: string | null | undefined) => NUMERO_JA_USADO.has(cStat ?? '');

/** 204 duplicidade de NF-e: a chave já foi recebida (também o código de quem recusa outro XML com a mesma chave). */
export const DUPLICIDADE_DE_NFE = '204';

/** 204: esta mesma chave já foi recebida; a resposta da tentativa anterior se perdeu (consultar pela chave). */
export const isDuplicidadeDaChave = (cStat: string | null | undefined) => cStat === DUPLICIDADE_DE_NFE;

/** Lote recebido com sucesso (103): a resposta traz o recibo, a nota é julgada depois. */
export const isLoteRecebido = (cStat: string | null | undefined) => cStat === '103';

/** Lote processado (104): a resposta traz o protNFe de cada nota. */
export const isLoteProcessado = (cStat: string | null | undefined) => cStat === '104';

/** Lote em processamento (105): consultar o recibo de novo, mais tarde. */
export const isLoteEmProcessamento = (cStat: string | null | undefined) => cStat === '105';

/** Serviço em operação (107), a resposta da consulta de status. */
export const isServicoEmOperacao = (cStat: string | null | undefined) => cStat === '107';

/** O autorizador não está atendendo (108, 109): é caso de contingência, não de rejeição da nota. */
export const isServicoParalisado = (cStat: string | null | undefined) => PARALISADO.has(cStat ?? '');

/** Consumo indevido (656): pedidos repetidos demais; a SEFAZ bloqueia por uma hora. */
export const isConsumoIndevido = (cStat: string | null | undefined) => cStat === '656';

/** Respostas que não julgam a nota nem o evento (paralisação, consumo indevido): tentar de novo depois. */
export const isTentarDepois = (cStat: string | null | undefined) =>
  isServicoParalisado(cStat) || isConsumoIndevido(cStat);

/** A consulta pela chave não achou a nota (217): ela nunca chegou à SEFAZ. */
export const isNaoConsta = (cStat: string | null | undefined) => cStat === '217';

/** Evento registrado (135, 136, 155). */
export const isEventoRegistrado = (cStat: string | null | undefined) => EVENTO_REGISTRADO.has(cStat ?? '');

/** Duplicidade de evento (573): o mesmo evento já está registrado; a resposta anterior se perdeu. */
export const isEventoDuplicado = (cStat: string | null | undefined) => cStat === '573';

/** Inutilização de número homologada (102). */
export const isInutilizacaoHomologada = (cStat: string | null | undefined) => cStat === '102';

/** A faixa pedida já está inutilizada na SEFAZ (206, 256, 563): um pedido anterior dela foi homologado. */
export const isFaixaJaInutilizada = (cStat: string | null | undefined) =>
  FAIXA_JA_INUTILIZADA.has(cStat ?? '');

/** NFeDistribuicaoDFe: 138 documentos localizados. */
export const isDocumentoLocalizado = (cStat: string | null | undefined) => cStat === '138';

/** NFeDistribuicaoDFe: 137 nenhum documento localizado; a próxima consulta só depois de uma hora. */
export const isNenhumDocumentoLocalizado = (cStat: string | null | undefined) => cStat === '137';

/** NFeDistribuicaoDFe respondeu (137 ou 138): o ultNSU e o maxNSU da resposta valem. */
export const isDistribuicaoRespondida = (cStat: string | null | undefined) =>
  isDocumentoLocalizado(cStat) || isNenhumDocumentoLocalizado(cStat);

/** NFeDistribuicaoDFe: depois destas respostas (137, 656) a SEFAZ exige uma hora antes da próxima consulta. */
export const exigeEsperaNaDistribuicao = (cStat: string | null | undefined) =>
  isNenhumDocumentoLocalizado(cStat) || isConsumoIndevido(cStat);

/**
 * A conclusão que o produto tira de cada cStat que pode receber, a tabela única (situacao-cstat.test.ts):
 * - autorizada: 100, 150 (o protocolo vai no nfeProc);
 * - denegada: 110, 301, 302, 303 com o protocolo; 205 (denegada na base) manda consultar a chave pelo protocolo;
 * - duplicidade: 204, a chave já foi recebida; a consulta pela chave diz o resto (o mesmo XML ou outro);
 * - numeroUsado: 539 (outra chave com este número), 206 (número inutilizado) na emissão: o rascunho é renumerado;
 * - cancelada: 101, 151 na consulta pela chave, com ou sem o procEventoNFe;
 * - eventoRegistrado: 135, 136, 155; eventoDuplicado: 573 (consultar a nota);
 * - inutilizada: 102 (homologada, conferida a faixa e o protocolo); faixaJaInutilizada: 256, 563 (e 206 no pedido
 *   de inutilização);
 * - pendente: 103, 105 (lote sem julgamento), 108, 109 (paralisado), 656 (consumo indevido): tentar de novo depois;
 * - naoConsta: 217; servicoEmOperacao: 107; loteProcessado: 104 (o julgamento está em cada protNFe);
 * - distribuicao: 137, 138 (NFeDistribuicaoDFe);
 * - rejeitada: todo o resto (225 schema, 539 fora, 2xx, 4xx, 5xx, 6xx, 7xx, 8xx...), corrigir e emitir de novo.
 * `servico` desfaz o único código com dois sentidos: 206 é número usado na emissão e faixa já inutilizada na
 * inutilização.
 */
export type ConclusaoDoCStat =
  | 'autorizada'
  | 'denegada'
  | 'duplicidade'
  | 'numeroUsado'
  | 'cancelada'
  | 'eventoRegistrado'
  | 'eventoDuplicado'
  | 'inutilizada'
  | 'faixaJaInutilizada'
  | 'pendente'
  | 'naoConsta'
  | 'servicoEmOperacao'
  | 'loteProcessado'
  | 'distribuicao'
  | 'rejeitada';

export function conclusaoDoCStat(
  cStat: string | null | undefined,
  servico: 'emissao' | 'inutilizacao' = 'emissao',
): ConclusaoDoCStat {
  if (isAutorizada(cStat)) return 'autorizada';
  if (isDenegada(cStat) || isDenegadaNaBase(cStat)) return 'denegada';
  if (isDuplicidadeDaChave(cStat)) return 'duplicidade';
  if (servico === 'inutilizacao' && isFaixaJaInutilizada(cStat)) return 'faixaJaInutilizada';
  if (isNumeroJaUsado(cStat)) return 'numeroUsado';
  if (isFaixaJaInutilizada(cStat)) return 'faixaJaInutilizada';
  if (isCancelada(cStat)) return 'cancelada';
  if (isEventoRegistrado(cStat)) return 'eventoRegistrado';
  if (isEventoDuplicado(cStat)) return 'eventoDuplicado';
  if (isInutilizacaoHomologada(cStat)) return 'inutilizada';
  if (LOTE_SEM_JULGAMENTO.has(cStat ?? '') || isTentarDepois(cStat)) return 'pendente';
  if (isNaoConsta(cStat)) return 'naoConsta';
  if (isServicoEmOperacao(cStat)) return 'servicoEmOperacao';
  if (isLoteProcessado(cStat)) return 'loteProcessado';
  if (isDistribuicaoRespondida(cStat)) return 'distribuicao';
  return 'rejeitada';
}
