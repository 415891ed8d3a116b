import { autorizarNFe, type RetornoAutorizacao } from './autorizar-nfe.ts';
import type { ClienteSefaz } from './cliente-sefaz.ts';
import { consultarProtocolo } from './consultar-protocolo.ts';
import { consultarRecibo } from './consultar-recibo.ts';
import type { ProtNFe } from './ler-prot-nfe.ts';
import { chaveDaNFe, digestDaNFe, montarNfeProc } from './montar-nfe-proc.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import {
  isDenegada,
  isDenegadaNaBase,
  isDuplicidadeDaChave,
  isLoteEmProcessamento,
  isLoteProcessado,
  isNaoConsta,
  isProtocoloDeUso,
  isTentarDepois,
} from './situacao-cstat.ts';

export type ResultadoEmissao =
  /** Autorizada (100, ou 150 fora de prazo); `viaConsulta` quando o protocolo veio da consulta pela chave. */
  | { situacao: 'autorizada'; protNFe: ProtNFe; nfeProc: string; viaConsulta: boolean }
  /** Denegada (110, 301, 302, 303): a nota existe e não pode ser usada; guarde o nfeProc mesmo assim. */
  | { situacao: 'denegada'; protNFe: ProtNFe; nfeProc: string }
  /** Rejeitada: corrija e gere outra NF-e (a chave desta não foi usada). */
  | { situacao: 'rejeitada'; cStat: string; xMotivo: string }
  /**
   * A SEFAZ tem um protocolo de uso (autorização ou denegação) desta chave para OUTRO XML (digVal diferente do
   * assinado aqui), na resposta direta ou na consulta: o número e a chave estão usados na SEFAZ, a nota não pode
   * voltar a rascunho nem ser renumerada, e o nfeProc não se monta com este XML. Recupere o XML autorizado (DistDFe
   * ou consulta) antes de qualquer outra coisa. `motivo` em português, para o usuário.
   */
  | { situacao: 'divergente'; protNFe: ProtNFe; motivo: string }
  /**
   * Não deu para confirmar (sem resposta, serviço parado, consumo indevido, lote ainda em processamento): tente
   * de novo mais tarde com o MESMO XML assinado (e o `nRec`, quando houver); a nova tentativa resolve o recibo,
   * consulta ou recebe 204 e consulta.
   * `podeEstarNaSefaz`: este envio pode ter chegado à SEFAZ. Um 217 logo depois de um envio sem resposta não o
   * desmente (a SEFAZ pode ainda estar processando aquela mesma requisição); só a consulta sem envio algum
   * (consultarEmissao) o dá como falso. Enquanto for verdadeiro, outra nota com o mesmo número (a da
   * contingência, com outra chave) arrisca duas autorizadas. `nRec`: o recibo de um lote ainda sem resposta
   * final, a resolver (NFeRetAutorizacao4) antes de qualquer outra coisa.
   */
  | {
      situacao: 'pendente';
      motivo: string;
      podeEstarNaSefaz: boolean;
      cStat?: string;
      nRec?: string;
      erro?: SefazTransporteError;
    };

export interface OpcoesEmissao {
  /**
   * Recibo de um lote enviado antes e ainda sem resposta final: consultado (NFeRetAutorizacao4) antes de qualquer
   * envio; em processamento ou sem resposta, nada é enviado e o resultado é 'pendente' com ele.
   */
  recibo?: string | null;
  /** Pedir resposta síncrona (padrão: sim). */
  sincrono?: boolean;
  idLote?: string;
  /** Consultas ao recibo antes de desistir (padrão 6). */
  tentativasRecibo?: number;
  /** Primeira espera antes de consultar o recibo (padrão: o tMed da SEFAZ, no mínimo 1 s). */
  esperaInicialMs?: number;
  /** Teto da espera, que dobra a cada 105 (padrão 16 s). */
  esperaMaximaMs?: number;
  /** Como esperar (os testes trocam por uma espera instantânea). */
  esperar?: (ms: number) => Promise<void>;
}

const esperaPadrao = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Emissao {
  cliente: ClienteSefaz;
  nfe: string;
  chave: string;
}

/** O motivo, para o usuário, de uma chave que a SEFAZ tem com outro XML. */
export function motivoDaDivergencia(protNFe: ProtNFe): string {
  const situacao = isDenegada(protNFe.cStat) ? 'denegou o uso' : 'autorizou';
  const protocolo = protNFe.nProt ? ` (protocolo ${protNFe.nProt})` : '';
  return (
    `Divergente da SEFAZ: a SEFAZ ${situacao} esta chave de acesso${protocolo} com outro XML, diferente do ` +
    'assinado aqui (digVal diferente). O número e a chave continuam desta nota: recupere o XML autorizado pela ' +
    'distribuição de documentos (DistDFe) ou pela consulta da chave na SEFAZ; não emita outra NF-e com este ' +
    'número nem o inutilize.'
  );
}

/**
 * Protocolo de uso (autorização ou denegação) desta nota -> resultado com o nfeProc; de outro XML na mesma chave
 * (digVal diferente) -> 'divergente', o mesmo fim pela resposta direta ou pela consulta.
 */
function comProtocolo(e: Emissao, protNFe: ProtNFe, viaConsulta: boolean): ResultadoEmissao {
  if (protNFe.digVal && protNFe.digVal !== digestDaNFe(e.nfe)) {
    return { situacao: 'divergente', protNFe, motivo: motivoDaDivergencia(protNFe) };
  }
  const nfeProc = montarNfeProc(e.nfe, protNFe.xml);
  if (isDenegada(protNFe.cStat)) return { situacao: 'denegada', protNFe, nfeProc };
  return { situacao: 'autorizada', protNFe, nfeProc, viaConsulta };
}

/**
 * Consulta pela chave depois de um envio sem resposta, de uma duplicidade ou de um recibo sem conclusão, ou sem
 * envio algum (`enviada` false, consultarEmissao). Nunca reassina nem troca a chave: o protocolo encontrado só é
 * anexado se for deste XML (mesmo digVal).
 */
async function consultarPelaChave(
  e: Emissao,
  pendencia: { motivo: string; nRec?: string; enviada: boolean },
) {
  const { enviada, ...pendente } = pendencia;
  let consulta: Awaited<ReturnType<typeof consultarProtocolo>>;
  try {
    consulta = await consultarProtocolo(e.cliente, e.chave);
  } catch (erro) {
    if (!(erro instanceof SefazTransporteError)) throw erro;
    return { situacao: 'pendente', ...pendente, podeEstarNaSefaz: true, erro } satisfies ResultadoEmissao;
  }
  const protNFe = consulta.protNFe;
  if (protNFe && isProtocoloDeUso(protNFe.cStat)) return comProtocolo(e, protNFe, true);
  // 217: a SEFAZ não tem a nota agora; reenviar o mesmo XML é seguro. Depois de um envio sem resposta (ou de uma
  // duplicidade, ou com recibo) ela ainda pode estar processando aquele envio e autorizá-lo: 217 não prova que ele
  // não chegou. 108/109 e outras respostas não dizem nada.
  return {
    situacao: 'pendente',
    ...pendente,
    podeEstarNaSefaz: !isNaoConsta(consulta.cStat) || enviada || pendente.nRec !== undefined,
    cStat: consulta.cStat,
    motivo: `${pendencia.motivo} Consulta pela chave: ${consulta.cStat} - ${consulta.xMotivo}.`,
  } satisfies ResultadoEmissao;
}

function resultadoDoProtocolo(e: Emissao, protNFe: ProtNFe): Promise<ResultadoEmissao> | ResultadoEmissao {
  if (isProtocoloDeUso(protNFe.cStat)) return comProtocolo(e, protNFe, false);
  if (isDuplicidadeDaChave(protNFe.cStat)) {
    return consultarPelaChave(e, { motivo: 'A SEFAZ acusou duplicidade (204).', enviada: true });
  }
  // 205: esta chave já foi denegada (a resposta do envio anterior se perdeu). É uma denegação: o protocolo, que
  // vai no nfeProc, vem da consulta; sem ele, a nota espera (nunca volta a rascunho para ser reemitida).
  if (isDenegadaNaBase(protNFe.cStat)) {
    return consultarPelaChave(e, {
      motivo: `A SEFAZ diz que esta NF-e está denegada na base de dados (205 - ${protNFe.xMotivo}).`,
      enviada: true,
    });
  }
  return { situacao: 'rejeitada', cStat: protNFe.cStat, xMotivo: protNFe.xMotivo };
}

async function acompanharRecibo(
  e: Emissao,
  recibo: Extract<RetornoAutorizacao, { tipo: 'recibo' }>,
  opcoes: OpcoesEmissao,
): Promise<ResultadoEmissao> {
  const esperar = opcoes.esperar ?? esperaPadrao;
  const maxima = opcoes.esperaMaximaMs ?? 16_000;
  // Consultar antes do tMed rende 105 repetidos e, insistindo, 656 (consumo indevido).
  let espera = opcoes.esperaInicialMs ?? Math.max(1_000, (recibo.tMed ?? 1) * 1_000);
  const tentativas = opcoes.tentativasRecibo ?? 6;
  for (let tentativa = 0; tentativa < tentativas; tentativa++) {
    await esperar(espera);
    espera = Math.min(espera * 2, maxima);
    let consulta: Awaited<ReturnType<typeof consultarRecibo>>;
    try {
      consulta = await consultarRecibo(e.cliente, recibo.nRec);
    } catch (erro) {
      if (erro instanceof SefazTransporteError) continue;
      throw erro;
    }
    if (isLoteEmProcessamento(consulta.cStat)) continue;
    const protNFe = consulta.protocolos.find((p) => p.chNFe === e.chave);
    if (isLoteProcessado(consulta.cStat) && protNFe) return resultadoDoProtocolo(e, protNFe);
    // 106 (lote não localizado) ou outra resposta: a consulta pela chave dá a palavra final.
    break;
  }
  return consultarPelaChave(e, {
    motivo: `O lote do recibo ${recibo.nRec} não foi concluído.`,
    nRec: recibo.nRec,
    enviada: true,
  });
}

/**
 * Uma consulta ao recibo de um lote enviado antes: o resultado da nota quando o lote foi processado (104 com o
 * protNFe dela); 'pendente' com o recibo quando ainda processa (105), sem resposta ou com 108/109/656; e
 * 'naoLocalizado' quando a SEFAZ não tem o lote (106) ou não traz a nota nele: só então ele deixa de valer.
 */
async function resolverRecibo(
  e: Emissao,
  nRec: string,
): Promise<ResultadoEmissao | { situacao: 'naoLocalizado'; motivo: string }> {
  const motivo = `O lote do recibo ${nRec} não foi concluído.`;
  let consulta: Awaited<ReturnType<typeof consultarRecibo>>;
  try {
    consulta = await consultarRecibo(e.cliente, nRec);
  } catch (erro) {
    if (!(erro instanceof SefazTransporteError)) throw erro;
    return { situacao: 'pendente', motivo: `${motivo} ${erro.message}`, nRec, podeEstarNaSefaz: true, erro };
  }
  const protNFe = consulta.protocolos.find((p) => p.chNFe === e.chave);
  if (isLoteProcessado(consulta.cStat) && protNFe) return resultadoDoProtocolo(e, protNFe);
  const resposta = `${consulta.cStat} - ${consulta.xMotivo}`;
  if (isLoteEmProcessamento(consulta.cStat) || isTentarDepois(consulta.cStat)) {
    return {
      situacao: 'pendente',
      motivo: `${motivo} Consulta do recibo: ${resposta}.`,
      nRec,
      cStat: consulta.cStat,
      podeEstarNaSefaz: true,
    };
  }
  return { situacao: 'naoLocalizado', motivo: `Consulta do recibo ${nRec}: ${resposta}.` };
}

/**
 * Emite uma NF-e assinada de forma idempotente (ARCHITECTURE.md, "Fiscal integration"): envia uma vez; sem
 * resposta (tempo esgotado, conexão caída depois do envio, HTTP 5xx) ou com 204, consulta pela chave e devolve o
 * protocolo encontrado; com 103, acompanha o recibo com espera crescente até 104 ou o limite. Persista o XML
 * assinado antes de chamar, e em 'pendente' chame de novo com o mesmo XML e o `nRec` devolvido (`recibo`): o
 * recibo é resolvido antes de qualquer reenvio.
 */
export async function emitirComConsulta(
  cliente: ClienteSefaz,
  nfe: string,
  opcoes: OpcoesEmissao = {},
): Promise<ResultadoEmissao> {
  const e: Emissao = { cliente, nfe, chave: chaveDaNFe(nfe) };
  if (opcoes.recibo) {
    const doRecibo = await resolverRecibo(e, opcoes.recibo);
    if (doRecibo.situacao !== 'naoLocalizado') return doRecibo;
  }
  let retorno: RetornoAutorizacao;
  try {
    retorno = await autorizarNFe(cliente, {
      nfe,
      ...(opcoes.idLote ? { idLote: opcoes.idLote } : {}),
      ...(opcoes.sincrono === false ? { sincrono: false } : {}),
    });
  } catch (erro) {
    if (!(erro instanceof SefazTransporteError)) throw erro;
    // Antes de conectar nada foi recebido: não há o que consultar, é só tentar de novo.
    if (!erro.podeTerSidoProcessada) {
      return { situacao: 'pendente', motivo: erro.message, podeEstarNaSefaz: false, erro };
    }
    return consultarPelaChave(e, { motivo: `Sem resposta da autorização: ${erro.message}`, enviada: true });
  }
  switch (retorno.tipo) {
    case 'protocolo':
      return resultadoDoProtocolo(e, retorno.protNFe);
    case 'recibo':
      return acompanharRecibo(e, retorno, opcoes);
    case 'rejeicao':
      // O lote foi recusado inteiro: a nota não foi recebida.
      if (isTentarDepois(retorno.cStat)) {
        return {
          situacao: 'pendente',
          motivo: retorno.xMotivo,
          podeEstarNaSefaz: false,
          cStat: retorno.cStat,
        };
      }
      return { situacao: 'rejeitada', cStat: retorno.cStat, xMotivo: retorno.xMotivo };
  }
}

/**
 * Só a consulta de uma nota assinada, sem enviá-la. Com o `recibo` de um lote ainda sem resposta final, é ele que
 * se consulta (NFeRetAutorizacao4): o resultado da nota quando o lote foi processado, senão 'pendente' com o
 * recibo (a nota pode estar lá), sem consultar a chave, que nada diria sobre um lote em processamento. Sem
 * recibo, a consulta pela chave: o protocolo desta nota quando a SEFAZ o tem (mesmo digVal), a rejeição 204
 * quando tem outro XML na chave, ou 'pendente' com o cStat da consulta (217 não consta, com `podeEstarNaSefaz`
 * false: a SEFAZ não a tem AGORA, o que nada diz de um envio anterior sem resposta; 108/109 paralisado) ou com o
 * erro de transporte. Antes de trocar uma nota enviada por outra com o mesmo número (a contingência), é a
 * pergunta a fazer ao autorizador dela.
 */
export async function consultarEmissao(
  cliente: ClienteSefaz,
  nfe: string,
  recibo?: string | null,
): Promise<ResultadoEmissao> {
  const e: Emissao = { cliente, nfe, chave: chaveDaNFe(nfe) };
  if (recibo) {
    const doRecibo = await resolverRecibo(e, recibo);
    if (doRecibo.situacao !== 'naoLocalizado') return doRecibo;
    return { situacao: 'pendente', motivo: doRecibo.motivo, nRec: recibo, podeEstarNaSefaz: true };
  }
  return consultarPelaChave(e, { motivo: 'Consulta pela chave, sem novo envio.', enviada: false });
}
