import { type ClienteSefaz, chamarServico } from './cliente-sefaz.ts';
import { type ProtNFe, protocolosDoRetorno } from './ler-prot-nfe.ts';
import { texto } from './ler-xml-retorno.ts';
import { montarConsReciNFe } from './montar-cons-reci-nfe.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

export interface RetConsReciNFe {
  /** 104 lote processado (com os protocolos), 105 em processamento, 106 lote não localizado, ou rejeição. */
  cStat: string;
  xMotivo: string;
  nRec: string;
  dhRecbto: string;
  /** Um protNFe por NF-e do lote, quando 104. */
  protocolos: ProtNFe[];
  /** retConsReciNFe como veio. */
  xml: string;
}

/** NFeRetAutorizacao4: o resultado de um lote enviado em modo assíncrono (recibo do 103). */
export async function consultarRecibo(cliente: ClienteSefaz, nRec: string): Promise<RetConsReciNFe> {
  const dados = montarConsReciNFe({ tpAmb: cliente.tpAmb, nRec });
  exigirMensagemValida(dados, 'consReciNFe');
  const retorno = await chamarServico(cliente, 'NFeRetAutorizacao4', dados);
  const campo = (nome: string) => texto(retorno.no, nome) ?? '';
  return {
    cStat: campo('cStat'),
    xMotivo: campo('xMotivo'),
    nRec: campo('nRec') || nRec,
    dhRecbto: campo('dhRecbto'),
    protocolos: protocolosDoRetorno(retorno),
    xml: retorno.xml,
  };
}
