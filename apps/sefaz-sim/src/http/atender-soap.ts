import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContextoServico } from '../config.ts';
import type { Falhas } from '../falhas/falhas.ts';
import { MOTIVOS } from '../nfe/motivos.ts';
import type { ServicoNFe } from '../nfe/servico-nfe.ts';
import { executarComFalha, type Temporizadores } from './executar-com-falha.ts';
import { enviar, type Resposta } from './resposta.ts';
import { CONTENT_TYPE_SOAP, lerEnvelope, montarEnvelope, montarFault, SoapFault } from './soap.ts';

const soap = (status: number, corpo: string): Resposta => ({ status, contentType: CONTENT_TYPE_SOAP, corpo });

/** Um web service SOAP 1.2 da NF-e: envelope, falha injetada e o serviço. */
export function atenderSoap(
  req: IncomingMessage,
  res: ServerResponse,
  corpo: string,
  servico: ServicoNFe,
  ctx: ContextoServico,
  falhas: Falhas,
  temporizadores: Temporizadores,
): void {
  if (req.method !== 'POST') {
    enviar(res, soap(405, montarFault('Sender', 'Use POST com um envelope SOAP 1.2.')));
    return;
  }
  if (!/^application\/soap\+xml\b/i.test(req.headers['content-type'] ?? '')) {
    enviar(res, soap(415, montarFault('Sender', 'Content-Type deve ser application/soap+xml (SOAP 1.2).')));
    return;
  }
  let dados: string;
  try {
    dados = lerEnvelope(corpo, servico.nome);
  } catch (erro) {
    if (erro instanceof SoapFault) {
      enviar(res, soap(erro.codigo === 'Sender' ? 400 : 500, montarFault(erro.codigo, erro.message)));
      return;
    }
    throw erro;
  }
  executarComFalha(
    falhas.consumir(servico.nome),
    res,
    {
      processar: () => soap(200, montarEnvelope(servico.nome, servico.processar(dados, ctx))),
      rejeitar: (cStat) => {
        // B03/B04: para os demais serviços a paralisação é uma rejeição; a consulta de status só informa.
        const prefixo = cStat === '656' || servico.nome === 'NFeStatusServico4' ? '' : 'Rejeição: ';
        const xMotivo = `${prefixo}${MOTIVOS[cStat]}`;
        return soap(200, montarEnvelope(servico.nome, servico.rejeitar({ cStat, xMotivo }, dados, ctx)));
      },
      erroInterno: () => soap(500, montarFault('Receiver', 'Erro interno do servidor (falha injetada).')),
    },
    temporizadores,
  );
}
