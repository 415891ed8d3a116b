import { type Autorizador, ENDERECOS } from '@erp/fiscal/sefaz';
import { WSDL_NS } from '../http/soap.ts';
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

export function servicoPeloNome(nome: string): ServicoNFe | undefined {
  return TODOS.find((servico) => servico.nome === nome);
}

/** Um caminho da tabela real de endereços: o serviço e os autorizadores que o publicam (em qualquer host). */
export interface CaminhoReal {
  servico: ServicoNFe;
  autorizadores: ReadonlySet<Autorizador>;
}

/**
 * Os caminhos da tabela de endereços do pacote fiscal (a mesma que o cliente usa), exatamente como nela: o
 * /ws/NFeAutorizacao4.asmx do modo em processo não é o /ws/nfeautorizacao4.asmx de SP. Hosts não contam: com
 * SEFAZ_ENDPOINT_BASE todos viram o do simulador, e caminhos iguais em hosts diferentes (SVAN e SVC-AN, RS e
 * SVRS e SVC-RS) levam mais de um autorizador.
 */
const CAMINHOS_REAIS = new Map<string, { servico: ServicoNFe; autorizadores: Set<Autorizador> }>();
/** Último segmento de cada caminho real (nfeconsulta4, recepcaoevento4...) e os nomes dos serviços. */
const NOMES_NO_CAMINHO = new Map<string, ServicoNFe>(TODOS.map((s) => [s.nome.toLowerCase(), s]));

for (const [autorizador, ambientes] of Object.entries(ENDERECOS) as [
  Autorizador,
  (typeof ENDERECOS)['AN'],
][]) {
  for (const enderecos of Object.values(ambientes)) {
    for (const [nome, url] of Object.entries(enderecos)) {
      const servico = servicoPeloNome(nome);
      if (!servico || !url) continue;
      const caminho = new URL(url).pathname;
      const registro = CAMINHOS_REAIS.get(caminho) ?? { servico, autorizadores: new Set<Autorizador>() };
      if (registro.servico !== servico) throw new Error(`Caminho ${caminho} com dois serviços na tabela.`);
      registro.autorizadores.add(autorizador);
      CAMINHOS_REAIS.set(caminho, registro);
      const ultimo = caminho
        .slice(caminho.lastIndexOf('/') + 1)
        .replace(/\.asmx$/, '')
        .toLowerCase();
      NOMES_NO_CAMINHO.set(ultimo, servico);
    }
  }
}

export function caminhoReal(caminho: string): CaminhoReal | undefined {
  return CAMINHOS_REAIS.get(caminho);
}

/**
 * O serviço que o caminho nomeia: um caminho da tabela real, ou um último segmento que nomeia um serviço, com ou
 * sem .asmx (/ws/NFeAutorizacao4.asmx do modo em processo, /ws/nfeautorizacao4.asmx, .../NfeConsulta4).
 */
export function servicoDoCaminho(caminho: string): ServicoNFe | undefined {
  const real = caminhoReal(caminho);
  if (real) return real.servico;
  const ultimo = /\/([A-Za-z0-9]+)(?:\.asmx)?\/?$/i.exec(caminho)?.[1]?.toLowerCase();
  return ultimo === undefined ? undefined : NOMES_NO_CAMINHO.get(ultimo);
}

/** O serviço de um namespace ou de uma SOAP action do portal (…/wsdl/<Serviço>[/<método>]). */
export function servicoDoNamespace(uri: string | undefined): ServicoNFe | undefined {
  if (uri === undefined || !uri.startsWith(WSDL_NS)) return undefined;
  return servicoPeloNome(uri.slice(WSDL_NS.length).split('/')[0] ?? '');
}

export type ServicoIdentificado =
  | { servico: ServicoNFe }
  | { erro: 'sem-servico' }
  | { erro: 'servico-divergente'; doCaminho: ServicoNFe }
  | { erro: 'namespace-desconhecido' };

/**
 * Como um endpoint da SEFAZ é amarrado: pela área de dados (o namespace de nfeDadosMsg,
 * http://www.portalfiscal.inf.br/nfe/wsdl/<Serviço>), ou pela SOAP action quando o nfeDadosMsg vem sem namespace,
 * e por fim pelo caminho. Os caminhos variam por UF (/nfe/services/NFeAutorizacao4, /ws/NfeConsulta/NfeConsulta4.asmx,
 * /services2/services/RecepcaoEvento4...); só se recusa a mensagem cujo caminho nomeia outro serviço conhecido.
 */
export function identificarServico(pedido: {
  caminho: string;
  namespace: string | undefined;
  acao: string | undefined;
}): ServicoIdentificado {
  const doCaminho = servicoDoCaminho(pedido.caminho);
  let servico: ServicoNFe | undefined;
  if (pedido.namespace !== undefined && pedido.namespace !== '') {
    servico = servicoDoNamespace(pedido.namespace);
    if (!servico) return { erro: 'namespace-desconhecido' };
  } else {
    servico = servicoDoNamespace(pedido.acao) ?? doCaminho;
  }
  if (!servico) return { erro: 'sem-servico' };
  if (doCaminho && doCaminho !== servico) return { erro: 'servico-divergente', doCaminho };
  return { servico };
}
