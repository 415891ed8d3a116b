import { siglaDoCUF } from '../../common/uf.ts';
import { assinarEvento } from '../sign.ts';
import { idLotePadrao } from './autorizar-nfe.ts';
import { type ClienteSefaz, chamarServico, type DestinoChamada } from './cliente-sefaz.ts';
import { lerRetEvento, type RetEvento } from './ler-ret-evento.ts';
import { extrairElementos, filhos, texto } from './ler-xml-retorno.ts';
import { type DadosEvento, isManifestacao, montarEnvEvento, montarEvento } from './montar-evento.ts';
import { montarProcEventoNFe } from './montar-proc-evento-nfe.ts';
import { isEventoRegistrado } from './situacao-cstat.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

export interface PedidoEvento {
  /** De 1 a 20 eventos, todos de manifestação (Ambiente Nacional) ou todos da UF (cancelamento, CC-e). */
  eventos: readonly DadosEvento[];
  idLote?: string;
}

export interface ResultadoEvento extends RetEvento {
  /** O evento assinado que foi enviado. */
  eventoXml: string;
  /** evento + retEvento, quando registrado (135, 136, 155): é o documento a guardar. */
  procEventoNFe?: string;
}

export interface RetEnvEvento {
  /** 128 lote processado (veja o cStat de cada evento); outro valor é a rejeição do lote inteiro. */
  cStat: string;
  xMotivo: string;
  idLote: string;
  cOrgao: string;
  /** Um resultado por evento enviado, na ordem do pedido (sem o retEvento, quando o lote foi rejeitado). */
  eventos: ResultadoEvento[];
  /** retEnvEvento como veio. */
  xml: string;
}

/**
 * Manifestação vai ao Ambiente Nacional (cOrgao 91); cancelamento e CC-e ao autorizador da UF da chave. Um lote
 * mistura só eventos do mesmo destino.
 */
function destinoDosEventos(eventos: readonly DadosEvento[]): DestinoChamada {
  const manifestacoes = eventos.filter((e) => isManifestacao(e.tpEvento)).length;
  if (manifestacoes === eventos.length) return { orgao: 'AN', contingencia: null };
  if (manifestacoes > 0) {
    throw new RangeError('Manifestação (Ambiente Nacional) e eventos da UF não podem ir no mesmo lote.');
  }
  const ufs = new Set(eventos.map((e) => e.chNFe.slice(0, 2)));
  if (ufs.size > 1) throw new RangeError('Os eventos de um lote devem ser de notas da mesma UF.');
  return { orgao: siglaDoCUF([...ufs][0] as string) };
}

const chaveDoEvento = (chNFe: string | undefined, tpEvento: string | undefined, nSeq: string | undefined) =>
  `${chNFe}|${tpEvento}|${Number(nSeq)}`;

const campoDoEvento = (eventoXml: string, nome: string) =>
  new RegExp(`<(?:\\w+:)?${nome}>([^<]*)</(?:\\w+:)?${nome}>`).exec(eventoXml)?.[1]?.trim();

/** Quem é o evento (chave, tipo e sequência), lido do próprio evento assinado. */
const chaveDoEventoAssinado = (eventoXml: string) =>
  chaveDoEvento(
    campoDoEvento(eventoXml, 'chNFe'),
    campoDoEvento(eventoXml, 'tpEvento'),
    campoDoEvento(eventoXml, 'nSeqEvento'),
  );

/** Valida o lote já assinado, envia e casa cada retEvento com o evento enviado. */
async function enviarLote(cliente: ClienteSefaz, lote: string, destino: DestinoChamada, idLote: string) {
  exigirMensagemValida(lote, 'envEvento');
  const enviados = extrairElementos(lote, 'evento');
  const retorno = await chamarServico(cliente, 'NFeRecepcaoEvento4', lote, destino);

  const textos = extrairElementos(retorno.xml, 'retEvento');
  const registros = new Map<string, RetEvento>();
  for (const [indice, no] of filhos(retorno.no, 'retEvento').entries()) {
    const ret = lerRetEvento(no, textos[indice] ?? '');
    registros.set(chaveDoEvento(ret.chNFe, ret.tpEvento, ret.nSeqEvento), ret);
  }
  const eventos = enviados.flatMap((eventoXml): ResultadoEvento[] => {
    const ret = registros.get(chaveDoEventoAssinado(eventoXml));
    if (!ret) return [];
    return [
      {
        ...ret,
        eventoXml,
        ...(isEventoRegistrado(ret.cStat) ? { procEventoNFe: montarProcEventoNFe(eventoXml, ret.xml) } : {}),
      },
    ];
  });
  return {
    cStat: texto(retorno.no, 'cStat') ?? '',
    xMotivo: texto(retorno.no, 'xMotivo') ?? '',
    idLote: texto(retorno.no, 'idLote') ?? idLote,
    cOrgao: texto(retorno.no, 'cOrgao') ?? '',
    eventos,
    xml: retorno.xml,
  };
}

/**
 * NFeRecepcaoEvento4: monta, assina (cada infEvento), valida com o schema do lote e o de cada tipo de evento e
 * envia. Cada evento tem o seu resultado; os registrados trazem o procEventoNFe.
 */
export async function enviarEvento(cliente: ClienteSefaz, pedido: PedidoEvento): Promise<RetEnvEvento> {
  const destino = destinoDosEventos(pedido.eventos);
  const idLote = pedido.idLote ?? idLotePadrao();
  const lote = assinarEvento(
    montarEnvEvento({ idLote, eventos: pedido.eventos.map((e) => montarEvento(e, cliente.tpAmb)) }),
    cliente.assinante,
  );
  return enviarLote(cliente, lote, destino, idLote);
}

/**
 * Monta, assina e valida (schema do lote e do tipo de evento) um evento sem enviá-lo: quem guarda o pedido antes
 * do envio (um cancelamento cuja resposta pode se perder) reenvia depois exatamente este XML com
 * enviarEventoAssinado, nunca um novo. Lança SefazMensagemInvalidaError se não passar no schema.
 */
export function assinarEventoNFe(dados: DadosEvento, cliente: Pick<ClienteSefaz, 'tpAmb' | 'assinante'>) {
  const evento = assinarEvento(montarEvento(dados, cliente.tpAmb), cliente.assinante);
  exigirMensagemValida(montarEnvEvento({ idLote: idLotePadrao(), eventos: [evento] }), 'envEvento');
  return evento;
}

/**
 * NFeRecepcaoEvento4 com um evento já assinado (assinarEventoNFe), num lote novo: o mesmo evento reenviado é
 * registrado uma vez só (a SEFAZ responde 573 à repetição).
 */
export async function enviarEventoAssinado(
  cliente: ClienteSefaz,
  eventoXml: string,
  idLote = idLotePadrao(),
): Promise<RetEnvEvento> {
  const evento = extrairElementos(eventoXml, 'evento')[0];
  if (!evento) throw new RangeError('Informe o elemento evento assinado.');
  const tpEvento = campoDoEvento(evento, 'tpEvento') ?? '';
  const destino: DestinoChamada = isManifestacao(tpEvento)
    ? { orgao: 'AN', contingencia: null }
    : { orgao: siglaDoCUF((campoDoEvento(evento, 'chNFe') ?? '').slice(0, 2)) };
  return enviarLote(cliente, montarEnvEvento({ idLote, eventos: [evento] }), destino, idLote);
}
