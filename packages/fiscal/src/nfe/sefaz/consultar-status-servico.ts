import { cUFDaSigla, type SiglaUF } from '../../common/uf.ts';
import { type ClienteSefaz, chamarServico } from './cliente-sefaz.ts';
import { texto } from './ler-xml-retorno.ts';
import { montarConsStatServ } from './montar-cons-stat-serv.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

export interface RetConsStatServ {
  /** 107 em operação; 108 paralisado momentaneamente; 109 paralisado sem previsão. */
  cStat: string;
  xMotivo: string;
  cUF: string;
  dhRecbto: string;
  /** Tempo médio de resposta do serviço nos últimos 5 minutos, em segundos. */
  tMed?: number;
  /** Previsão de retorno, quando paralisado. */
  dhRetorno?: string;
  xObs?: string;
  /** retConsStatServ como veio. */
  xml: string;
}

/** NFeStatusServico4: a situação do serviço de autorização da UF (a do cliente, ou outra). */
export async function consultarStatusServico(
  cliente: ClienteSefaz,
  opcoes: { uf?: SiglaUF } = {},
): Promise<RetConsStatServ> {
  const uf = opcoes.uf ?? cliente.uf;
  const dados = montarConsStatServ({ tpAmb: cliente.tpAmb, cUF: cUFDaSigla(uf) });
  exigirMensagemValida(dados, 'consStatServ');
  const { no, xml } = await chamarServico(cliente, 'NFeStatusServico4', dados, { orgao: uf });
  const campo = (nome: string) => texto(no, nome);
  const tMed = campo('tMed');
  const dhRetorno = campo('dhRetorno');
  const xObs = campo('xObs');
  return {
    cStat: campo('cStat') ?? '',
    xMotivo: campo('xMotivo') ?? '',
    cUF: campo('cUF') ?? '',
    dhRecbto: campo('dhRecbto') ?? '',
    ...(tMed && /^[0-9]+$/.test(tMed) ? { tMed: Number(tMed) } : {}),
    ...(dhRetorno ? { dhRetorno } : {}),
    ...(xObs ? { xObs } : {}),
    xml,
  };
}
