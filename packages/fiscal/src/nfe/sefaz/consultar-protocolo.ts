import { decomporChave } from '../../common/chave.ts';
import { siglaDoCUF } from '../../common/uf.ts';
import { type ClienteSefaz, chamarServico, type DestinoChamada } from './cliente-sefaz.ts';
import { type ProtNFe, protocolosDoRetorno } from './ler-prot-nfe.ts';
import { lerRetEvento, type RetEvento } from './ler-ret-evento.ts';
import { extrairElementos, filho, filhos, texto } from './ler-xml-retorno.ts';
import { montarConsSitNFe } from './montar-cons-sit-nfe.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

/** Um evento vinculado à nota, como a consulta devolve (procEventoNFe). */
export interface EventoDaNFe {
  tpEvento: string;
  nSeqEvento: string;
  retEvento: RetEvento;
  /** procEventoNFe como veio (evento assinado + registro), pronto para guardar. */
  xml: string;
}

export interface RetConsSitNFe {
  /** 100 autorizada, 101 cancelada, 110/301/302 denegada, 217 não consta na base, ou rejeição da consulta. */
  cStat: string;
  xMotivo: string;
  chNFe: string;
  dhRecbto: string;
  /** O protocolo de autorização (ou denegação), quando a nota existe. */
  protNFe?: ProtNFe;
  /** Eventos da nota (cancelamento, CC-e...), na ordem da resposta. */
  eventos: EventoDaNFe[];
  /** retConsSitNFe como veio. */
  xml: string;
}

/**
 * O destino da consulta é o autorizador da nota, pelo tpEmis da chave, e não a contingência do cliente: a nota
 * emitida na SVC (tpEmis 6 ou 7) é consultada na SVC que a autorizou; as demais, no autorizador da UF da chave,
 * mesmo com o cliente em contingência, porque a SVC só conhece as notas que ela autorizou (217 para as outras).
 */
function destinoDaChave(chNFe: string): DestinoChamada {
  const partes = decomporChave(chNFe);
  const contingencia = partes.tpEmis === '6' ? 'SVC-AN' : partes.tpEmis === '7' ? 'SVC-RS' : null;
  return { orgao: siglaDoCUF(partes.cUF), contingencia };
}

export interface OpcoesConsulta {
  /**
   * Consultar no autorizador da UF da chave mesmo sendo uma nota da SVC: é lá que os eventos da UF (cancelamento,
   * CC-e, que enviarEvento manda sempre à UF) ficam registrados; a SVC não os conhece.
   */
  noAutorizadorDaUF?: boolean;
}

/** NFeConsultaProtocolo4: a situação da NF-e pela chave, com o protocolo e os eventos. */
export async function consultarProtocolo(
  cliente: ClienteSefaz,
  chNFe: string,
  opcoes: OpcoesConsulta = {},
): Promise<RetConsSitNFe> {
  const dados = montarConsSitNFe({ tpAmb: cliente.tpAmb, chNFe });
  exigirMensagemValida(dados, 'consSitNFe');
  const destino = opcoes.noAutorizadorDaUF
    ? { orgao: siglaDoCUF(decomporChave(chNFe).cUF), contingencia: null }
    : destinoDaChave(chNFe);
  const retorno = await chamarServico(cliente, 'NFeConsultaProtocolo4', dados, destino);
  const campo = (nome: string) => texto(retorno.no, nome) ?? '';
  const protNFe = protocolosDoRetorno(retorno).find((p) => p.chNFe === chNFe);
  const textos = extrairElementos(retorno.xml, 'procEventoNFe');
  const eventos = filhos(retorno.no, 'procEventoNFe').map((no, indice): EventoDaNFe => {
    const xml = textos[indice] ?? '';
    const retEvento = lerRetEvento(filho(no, 'retEvento') ?? {}, extrairElementos(xml, 'retEvento')[0] ?? '');
    return {
      tpEvento: texto(no, 'evento/infEvento/tpEvento') ?? '',
      nSeqEvento: texto(no, 'evento/infEvento/nSeqEvento') ?? '',
      retEvento,
      xml,
    };
  });
  return {
    cStat: campo('cStat'),
    xMotivo: campo('xMotivo'),
    chNFe: campo('chNFe') || chNFe,
    dhRecbto: campo('dhRecbto'),
    ...(protNFe ? { protNFe } : {}),
    eventos,
    xml: retorno.xml,
  };
}
