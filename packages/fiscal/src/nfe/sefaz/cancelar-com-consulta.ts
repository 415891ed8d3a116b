import type { ClienteSefaz } from './cliente-sefaz.ts';
import { consultarProtocolo } from './consultar-protocolo.ts';
import { enviarEventoAssinado } from './enviar-evento.ts';
import { extrairElementos } from './ler-xml-retorno.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import { isCancelada, isEventoDuplicado, isEventoRegistrado, isTentarDepois } from './situacao-cstat.ts';

export type ResultadoCancelamento =
  /**
   * Registrado (135, 155 fora de prazo), ou a nota cancelada na consulta (101, 151); `viaConsulta` quando veio da
   * consulta da nota. `procEventoNFe` é o documento que a SEFAZ mandou: o procEventoNFe do 110111, ou, quando a
   * consulta diz 101/151 sem ele (só o cStat, ou um retCancNFe), o retConsSitNFe como veio (`semProcEvento`).
   */
  | {
      situacao: 'registrado';
      cStat: string;
      nProt: string | null;
      procEventoNFe: string;
      viaConsulta: boolean;
      semProcEvento?: true;
    }
  /** A SEFAZ julgou o evento e o recusou (220 fora do prazo, 580, 222...): a nota continua autorizada. */
  | { situacao: 'recusado'; cStat: string; xMotivo: string }
  /** Sem resposta conclusiva: reenvie depois o MESMO evento assinado (a repetição dá 573 e é consultada). */
  | { situacao: 'pendente'; motivo: string };

const CANCELAMENTO = '110111';

const campo = (xml: string, nome: string) =>
  new RegExp(`<(?:\\w+:)?${nome}>([^<]*)</(?:\\w+:)?${nome}>`).exec(xml)?.[1]?.trim() ?? '';

/**
 * O cancelamento registrado, como a consulta pela chave o devolve (101/151 com o procEventoNFe do 110111, ou só
 * 101/151: a nota está cancelada, e o que a SEFAZ mandou, com o nProt do retCancNFe quando vem, é o que se
 * guarda); undefined quando a nota não tem cancelamento registrado. Consultado no autorizador da UF, para onde o evento
 * foi: a nota emitida na SVC (tpEmis 6/7) seria consultada na SVC, que não conhece os eventos da UF, e um
 * cancelamento com a resposta perdida nunca se concluiria.
 */
async function cancelamentoNaConsulta(
  cliente: ClienteSefaz,
  chNFe: string,
): Promise<ResultadoCancelamento | undefined> {
  const consulta = await consultarProtocolo(cliente, chNFe, { noAutorizadorDaUF: true });
  const evento = consulta.eventos.find(
    (e) => e.tpEvento === CANCELAMENTO && isEventoRegistrado(e.retEvento.cStat),
  );
  if (!evento) {
    if (!isCancelada(consulta.cStat)) return undefined;
    const nProt = campo(extrairElementos(consulta.xml, 'retCancNFe')[0] ?? '', 'nProt');
    return {
      situacao: 'registrado',
      cStat: consulta.cStat,
      nProt: nProt || null,
      procEventoNFe: extrairElementos(consulta.xml, 'retConsSitNFe')[0] ?? consulta.xml,
      viaConsulta: true,
      semProcEvento: true,
    };
  }
  return {
    situacao: 'registrado',
    cStat: evento.retEvento.cStat,
    nProt: evento.retEvento.nProt ?? null,
    procEventoNFe: evento.xml,
    viaConsulta: true,
  };
}

/**
 * Cancelamento (110111) com o evento já assinado e guardado (assinarEventoNFe), nunca um novo: envia-o e lê o
 * registro; `consultarAntes` (toda tentativa depois da primeira) consulta a nota primeiro e, se o cancelamento
 * já está lá, não envia nada. Uma duplicidade (573) é resolvida pela consulta. Falhas de transporte, serviço
 * paralisado e consumo indevido são 'pendente': a nota pode ter sido cancelada, nada se conclui.
 */
export async function cancelarComConsulta(
  cliente: ClienteSefaz,
  eventoAssinado: string,
  opcoes: { consultarAntes?: boolean } = {},
): Promise<ResultadoCancelamento> {
  const chNFe = campo(eventoAssinado, 'chNFe');
  try {
    if (opcoes.consultarAntes) {
      const registrado = await cancelamentoNaConsulta(cliente, chNFe);
      if (registrado) return registrado;
    }
    const lote = await enviarEventoAssinado(cliente, eventoAssinado);
    const ret = lote.eventos[0];
    if (!ret) {
      if (isTentarDepois(lote.cStat)) {
        return { situacao: 'pendente', motivo: `${lote.cStat} - ${lote.xMotivo}` };
      }
      return { situacao: 'recusado', cStat: lote.cStat, xMotivo: lote.xMotivo };
    }
    if (isEventoRegistrado(ret.cStat) && ret.procEventoNFe) {
      return {
        situacao: 'registrado',
        cStat: ret.cStat,
        nProt: ret.nProt ?? null,
        procEventoNFe: ret.procEventoNFe,
        viaConsulta: false,
      };
    }
    if (isEventoDuplicado(ret.cStat)) {
      return (
        (await cancelamentoNaConsulta(cliente, chNFe)) ?? {
          situacao: 'pendente',
          motivo: `${ret.cStat} - ${ret.xMotivo}; a consulta da nota ainda não traz o cancelamento.`,
        }
      );
    }
    return { situacao: 'recusado', cStat: ret.cStat, xMotivo: ret.xMotivo };
  } catch (erro) {
    if (!(erro instanceof SefazTransporteError)) throw erro;
    return { situacao: 'pendente', motivo: `Sem resposta conclusiva da SEFAZ: ${erro.message}` };
  }
}
