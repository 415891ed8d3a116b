import { type ClienteSefaz, chamarServico } from './cliente-sefaz.ts';
import { type ProtNFe, protocolosDoRetorno } from './ler-prot-nfe.ts';
import { texto } from './ler-xml-retorno.ts';
import { montarEnviNFe } from './montar-envi-nfe.ts';
import { chaveDaNFe } from './montar-nfe-proc.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import { isLoteProcessado, isLoteRecebido } from './situacao-cstat.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

export interface PedidoAutorizacao {
  /** A NFe assinada, exatamente como será guardada (persista-a antes de enviar). */
  nfe: string;
  /** Padrão: derivado do relógio (a SEFAZ não exige unicidade do idLote). */
  idLote?: string;
  /** Resposta síncrona (indSinc 1, padrão). Algumas UF respondem 103 mesmo assim: trate o recibo. */
  sincrono?: boolean;
}

interface BaseRetorno {
  /** cStat do lote: 104 processado, 103 recebido; outro valor é a rejeição do lote inteiro. */
  cStat: string;
  xMotivo: string;
  dhRecbto: string;
  /** retEnviNFe como veio. */
  xml: string;
}

export type RetornoAutorizacao =
  | (BaseRetorno & { tipo: 'protocolo'; protNFe: ProtNFe })
  | (BaseRetorno & { tipo: 'recibo'; nRec: string; tMed?: number })
  | (BaseRetorno & { tipo: 'rejeicao' });

/** idLote numérico (TIdLote, até 15 dígitos) a partir do relógio. */
export function idLotePadrao(agora: Date = new Date()): string {
  return String(agora.getTime()).slice(-15);
}

/**
 * NFeAutorizacao4 para uma NF-e: 104 com o protNFe (autorizada, denegada ou rejeitada, conforme o cStat do
 * protocolo), 103 com o recibo (modo assíncrono) ou a rejeição do lote (225, 656, 108/109...). Não reenvia nem
 * consulta: para emitir com segurança contra timeouts e duplicidade, use emitirComConsulta.
 */
export async function autorizarNFe(
  cliente: ClienteSefaz,
  pedido: PedidoAutorizacao,
): Promise<RetornoAutorizacao> {
  const chave = chaveDaNFe(pedido.nfe);
  const dados = montarEnviNFe({
    idLote: pedido.idLote ?? idLotePadrao(),
    indSinc: pedido.sincrono === false ? '0' : '1',
    nfes: [pedido.nfe],
  });
  exigirMensagemValida(dados, 'enviNFe');
  const retorno = await chamarServico(cliente, 'NFeAutorizacao4', dados);
  const campo = (nome: string) => texto(retorno.no, nome) ?? '';
  const base = {
    cStat: campo('cStat'),
    xMotivo: campo('xMotivo'),
    dhRecbto: campo('dhRecbto'),
    xml: retorno.xml,
  };
  const incompleta = (falta: string) =>
    new SefazTransporteError(`Resposta inválida de NFeAutorizacao4: cStat ${base.cStat} sem ${falta}.`, {
      kind: 'resposta_invalida',
      podeTerSidoProcessada: true,
      servico: 'NFeAutorizacao4',
    });
  if (isLoteProcessado(base.cStat)) {
    const protNFe = protocolosDoRetorno(retorno).find((p) => p.chNFe === chave);
    if (!protNFe) throw incompleta(`o protNFe da chave ${chave}`);
    return { ...base, tipo: 'protocolo', protNFe };
  }
  if (isLoteRecebido(base.cStat)) {
    const nRec = texto(retorno.no, 'infRec/nRec');
    if (!nRec) throw incompleta('o número do recibo');
    const tMed = texto(retorno.no, 'infRec/tMed');
    return {
      ...base,
      tipo: 'recibo',
      nRec,
      ...(tMed && /^[0-9]+$/.test(tMed) ? { tMed: Number(tMed) } : {}),
    };
  }
  return { ...base, tipo: 'rejeicao' };
}
