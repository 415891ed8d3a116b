import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContextoServico } from '../config.ts';
import type { Falhas } from '../falhas/falhas.ts';
import { autorizadorDaRequisicao } from '../nfe/autorizador-da-requisicao.ts';
import { MOTIVOS } from '../nfe/motivos.ts';
import type { ServicoNFe } from '../nfe/servico-nfe.ts';
import { identificarServico, servicoDoCaminho } from '../nfe/servicos.ts';
import { executarComFalha, type Temporizadores } from './executar-com-falha.ts';
import { enviar, json, type Resposta } from './resposta.ts';
import {
  acaoDoPedido,
  CONTENT_TYPE_SOAP,
  type EnvelopeLido,
  lerEnvelope,
  montarEnvelope,
  montarFault,
  SoapFault,
  WSDL_NS,
} from './soap.ts';

const soap = (status: number, corpo: string): Resposta => ({ status, contentType: CONTENT_TYPE_SOAP, corpo });
const fault = (status: number, codigo: 'Sender' | 'Receiver', motivo: string) =>
  soap(status, montarFault(codigo, motivo));

/** Cabeçalho de depuração: que autorizador da tabela respondeu (SP, SVRS, SVC-AN, AN...). */
export const CABECALHO_AUTORIZADOR = 'x-sefaz-sim-autorizador';

type PedidoSoap = { servico: ServicoNFe; dados: string } | { recusa: Resposta };

/**
 * O envelope e o serviço pedido, ou a recusa: 404 num caminho que não nomeia serviço sem um envelope de serviço
 * conhecido (nada neste endereço, como num host real), 405/415/SOAP Fault num caminho de serviço.
 */
function lerPedido(req: IncomingMessage, caminho: string, corpo: string): PedidoSoap {
  const doCaminho = servicoDoCaminho(caminho);
  const recusar = (resposta: Resposta) => ({
    recusa: doCaminho ? resposta : json(404, { error: `Nenhum serviço em ${caminho}.` }),
  });
  if (req.method !== 'POST') return recusar(fault(405, 'Sender', 'Use POST com um envelope SOAP 1.2.'));
  const contentType = req.headers['content-type'];
  if (!/^application\/soap\+xml\b/i.test(contentType ?? '')) {
    return recusar(fault(415, 'Sender', 'Content-Type deve ser application/soap+xml (SOAP 1.2).'));
  }
  let envelope: EnvelopeLido;
  try {
    envelope = lerEnvelope(corpo);
  } catch (erro) {
    if (!(erro instanceof SoapFault)) throw erro;
    return recusar(fault(erro.codigo === 'Sender' ? 400 : 500, erro.codigo, erro.message));
  }
  const acao = acaoDoPedido(contentType, req.headers.soapaction as string | undefined);
  const identificado = identificarServico({ caminho, namespace: envelope.namespace, acao });
  if ('erro' in identificado) {
    const motivo = `nfeDadosMsg com namespace "${envelope.namespace ?? ''}"; este endereço atende ${WSDL_NS}${doCaminho?.nome ?? ''}.`;
    return recusar(fault(400, 'Sender', motivo));
  }
  return { servico: identificado.servico, dados: envelope.dados };
}

/**
 * Um web service SOAP 1.2 da NF-e em qualquer caminho da tabela real de endereços (ou /ws/<Serviço>.asmx): o
 * envelope, o serviço pelo namespace da área de dados, o autorizador alcançado, a falha injetada e o serviço.
 */
export function atenderSoap(
  req: IncomingMessage,
  res: ServerResponse,
  caminho: string,
  corpo: string,
  ctx: ContextoServico,
  falhas: Falhas,
  temporizadores: Temporizadores,
): void {
  const pedido = lerPedido(req, caminho, corpo);
  if ('recusa' in pedido) {
    enviar(res, pedido.recusa);
    return;
  }
  const { servico, dados } = pedido;
  const autorizador = autorizadorDaRequisicao(caminho, servico.nome, dados);
  if (autorizador) res.setHeader(CABECALHO_AUTORIZADOR, autorizador);
  const ctxDoPedido: ContextoServico = { ...ctx, ...(autorizador ? { autorizador } : {}) };
  executarComFalha(
    falhas.consumir(servico.nome, autorizador),
    res,
    {
      processar: () => soap(200, montarEnvelope(servico.nome, servico.processar(dados, ctxDoPedido))),
      rejeitar: (cStat) => {
        // B03/B04: para os demais serviços a paralisação é uma rejeição; a consulta de status só informa.
        const prefixo =
          cStat === '656' || cStat === '217' || servico.nome === 'NFeStatusServico4' ? '' : 'Rejeição: ';
        const xMotivo = `${prefixo}${MOTIVOS[cStat]}`;
        return soap(
          200,
          montarEnvelope(servico.nome, servico.rejeitar({ cStat, xMotivo }, dados, ctxDoPedido)),
        );
      },
      erroInterno: () => fault(500, 'Receiver', 'Erro interno do servidor (falha injetada).'),
      responder: (xml) => soap(200, montarEnvelope(servico.nome, xml)),
    },
    temporizadores,
  );
}
