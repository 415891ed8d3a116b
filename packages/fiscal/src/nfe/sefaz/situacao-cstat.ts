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
 * O número da nota já tem dono na SEFAZ: 204 duplicidade de NF-e, 206 número já inutilizado, 539 duplicidade
 * com diferença na chave de acesso.
 */
const NUMERO_JA_USADO = new Set(['204', '206', '539']);
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
