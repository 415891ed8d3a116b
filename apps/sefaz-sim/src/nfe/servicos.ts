import { autorizacao } from './autorizacao.ts';
import { consultaProtocolo } from './consulta-protocolo.ts';
import { distribuicaoDFe } from './distribuicao-dfe.ts';
import { inutilizacao } from './inutilizacao.ts';
import { recepcaoEvento } from './recepcao-evento.ts';
import { retAutorizacao } from './ret-autorizacao.ts';
import type { ServicoNFe } from './servico-nfe.ts';
import { statusServico } from './status-servico.ts';

const TODOS = [
  autorizacao,
  retAutorizacao,
  consultaProtocolo,
  statusServico,
  recepcaoEvento,
  inutilizacao,
  distribuicaoDFe,
];

/**
 * O serviço pelo último segmento do caminho, sem diferenciar maiúsculas: /ws/NFeAutorizacao4.asmx,
 * /ws/NfeAutorizacao/NFeAutorizacao4.asmx (SVRS) e /ws/nfeautorizacao4.asmx (SP) chegam ao mesmo serviço, de
 * modo que basta trocar o host da tabela de endereços de qualquer UF pelo do simulador.
 */
export function servicoDoCaminho(caminho: string): ServicoNFe | undefined {
  const nome = /\/([A-Za-z0-9]+)\.asmx$/i.exec(caminho)?.[1]?.toLowerCase();
  return TODOS.find((servico) => servico.nome.toLowerCase() === nome);
}
