import { trocarOrigem } from '../../common/trocar-origem.ts';
import type { SiglaUF } from '../../common/uf.ts';
import type { ServicoSefaz, TpAmb } from './servicos-sefaz.ts';

/**
 * Tabela de endereços dos web services da NF-e 4.00 (modelo 55).
 *
 * Origem: a relação de web services do Portal Nacional da NF-e (www.nfe.fazenda.gov.br, "Serviços" > "Relação de
 * Serviços Web") e a lista de autorizadores por UF do mesmo portal. Os endereços mudam por Nota Técnica e por
 * decisão de cada SEFAZ (troca de host, migração para a SVRS): revise esta tabela a cada NT publicada e sempre
 * que um autorizador avisar de mudança. Conferida em 2026 com a tabela do nfephp-org/sped-nfe
 * (storage/wsnfe_4.00_mod55.xml), que a comunidade mantém a par das trocas de host.
 *
 * Para um substituto local (o simulador em processo próprio, SEFAZ_ENDPOINT_BASE) use `origem`: cada serviço
 * fica no caminho real desta tabela, só esquema, host e porta mudam. `baseUrl` é o modo antigo do simulador em
 * processo, com os caminhos próprios dele (`/ws/<Serviço>.asmx`).
 */

/** Quem autoriza: a SEFAZ da própria UF, as SEFAZ virtuais, as de contingência ou o Ambiente Nacional. */
export type Autorizador =
  | 'AM'
  | 'BA'
  | 'GO'
  | 'MG'
  | 'MS'
  | 'MT'
  | 'PE'
  | 'PR'
  | 'RS'
  | 'SP'
  | 'SVAN'
  | 'SVRS'
  | 'SVC-AN'
  | 'SVC-RS'
  | 'AN';

/** SEFAZ Virtual de Contingência que atende a UF quando o autorizador normal está fora (tpEmis 6 ou 7). */
export type Svc = 'SVC-AN' | 'SVC-RS';

type EnderecosDoAmbiente = Partial<Record<ServicoSefaz, string>>;
type EnderecosDoAutorizador = Readonly<Record<TpAmb, EnderecosDoAmbiente>>;

/** Autorizador de cada UF (Portal da NF-e, "Autorizadores"). */
export const AUTORIZADOR_DA_UF: Readonly<Record<SiglaUF, Autorizador>> = {
  AM: 'AM',
  BA: 'BA',
  GO: 'GO',
  MG: 'MG',
  MS: 'MS',
  MT: 'MT',
  PE: 'PE',
  PR: 'PR',
  RS: 'RS',
  SP: 'SP',
  MA: 'SVAN',
  AC: 'SVRS',
  AL: 'SVRS',
  AP: 'SVRS',
  CE: 'SVRS',
  DF: 'SVRS',
  ES: 'SVRS',
  PA: 'SVRS',
  PB: 'SVRS',
  PI: 'SVRS',
  RJ: 'SVRS',
  RN: 'SVRS',
  RO: 'SVRS',
  RR: 'SVRS',
  SC: 'SVRS',
  SE: 'SVRS',
  TO: 'SVRS',
};

/** SVC de cada UF (Ajuste SINIEF e NT 2013.007): SVC-RS para as UF abaixo, SVC-AN para as demais. */
const UFS_NA_SVC_RS: ReadonlySet<SiglaUF> = new Set<SiglaUF>([
  'AM',
  'BA',
  'GO',
  'MA',
  'MS',
  'MT',
  'PE',
  'PR',
]);

export function svcDaUF(uf: SiglaUF): Svc {
  return UFS_NA_SVC_RS.has(uf) ? 'SVC-RS' : 'SVC-AN';
}

type NomesDosServicos = Partial<Record<ServicoSefaz, string>>;

/** Os mesmos caminhos em homologação e produção; só o host muda. */
function porHost(homologacao: string, producao: string, caminhos: NomesDosServicos): EnderecosDoAutorizador {
  const montar = (host: string) =>
    Object.fromEntries(
      Object.entries(caminhos).map(([servico, caminho]) => [servico, `https://${host}${caminho}`]),
    ) as EnderecosDoAmbiente;
  return { '1': montar(producao), '2': montar(homologacao) };
}

/** Padrão /<Serviço>/<Serviço>.asmx dos servidores .NET (BA, SVAN, SVC-AN). */
function asmxEmPasta(prefixo: string, servicos: readonly ServicoSefaz[]): NomesDosServicos {
  return Object.fromEntries(servicos.map((s) => [s, `${prefixo}/${s}/${s}.asmx`]));
}

/** Padrão <prefixo>/<Serviço> dos servidores Java (GO, MG, MS, PE, PR). */
function direto(prefixo: string, servicos: readonly ServicoSefaz[]): NomesDosServicos {
  return Object.fromEntries(servicos.map((s) => [s, `${prefixo}/${s}`]));
}

const DA_UF: readonly ServicoSefaz[] = [
  'NFeStatusServico4',
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeInutilizacao4',
  'NFeRecepcaoEvento4',
];

// A SVC não faz inutilização: a faixa é inutilizada depois, no autorizador normal.
const DA_SVC = DA_UF.filter((s) => s !== 'NFeInutilizacao4');

/** Caminhos do ambiente da SEFAZ-RS, os mesmos na SVRS e na SVC-RS. */
const CAMINHOS_RS: NomesDosServicos = {
  NFeStatusServico4: '/ws/NfeStatusServico/NfeStatusServico4.asmx',
  NFeAutorizacao4: '/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
  NFeRetAutorizacao4: '/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
  NFeConsultaProtocolo4: '/ws/NfeConsulta/NfeConsulta4.asmx',
  NFeInutilizacao4: '/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
  NFeRecepcaoEvento4: '/ws/recepcaoevento/recepcaoevento4.asmx',
};

/** AM e MT publicam nomes próprios (NfeConsulta4, RecepcaoEvento4). */
function caminhosAmMt(prefixo: string): NomesDosServicos {
  return {
    NFeStatusServico4: `${prefixo}/NfeStatusServico4`,
    NFeAutorizacao4: `${prefixo}/NfeAutorizacao4`,
    NFeRetAutorizacao4: `${prefixo}/NfeRetAutorizacao4`,
    NFeConsultaProtocolo4: `${prefixo}/NfeConsulta4`,
    NFeInutilizacao4: `${prefixo}/NfeInutilizacao4`,
    NFeRecepcaoEvento4: `${prefixo}/RecepcaoEvento4`,
  };
}

const HOM_SEFAZ_VIRTUAL = 'hom.sefazvirtual.fazenda.gov.br';
const PROD_SEFAZ_VIRTUAL = 'www.sefazvirtual.fazenda.gov.br';

export const ENDERECOS: Readonly<Record<Autorizador, EnderecosDoAutorizador>> = {
  AM: porHost('homnfe.sefaz.am.gov.br', 'nfe.sefaz.am.gov.br', caminhosAmMt('/services2/services')),
  BA: porHost('hnfe.sefaz.ba.gov.br', 'nfe.sefaz.ba.gov.br', asmxEmPasta('/webservices', DA_UF)),
  GO: porHost('homolog.sefaz.go.gov.br', 'nfe.sefaz.go.gov.br', direto('/nfe/services', DA_UF)),
  MG: porHost('hnfe.fazenda.mg.gov.br', 'nfe.fazenda.mg.gov.br', direto('/nfe2/services', DA_UF)),
  MS: porHost('hom.nfe.sefaz.ms.gov.br', 'nfe.sefaz.ms.gov.br', direto('/ws', DA_UF)),
  MT: porHost('homologacao.sefaz.mt.gov.br', 'nfe.sefaz.mt.gov.br', caminhosAmMt('/nfews/v2/services')),
  PE: porHost('nfehomolog.sefaz.pe.gov.br', 'nfe.sefaz.pe.gov.br', direto('/nfe-service/services', DA_UF)),
  PR: porHost('homologacao.nfe.sefa.pr.gov.br', 'nfe.sefa.pr.gov.br', direto('/nfe', DA_UF)),
  RS: porHost('nfe-homologacao.sefazrs.rs.gov.br', 'nfe.sefazrs.rs.gov.br', CAMINHOS_RS),
  SP: porHost('homologacao.nfe.fazenda.sp.gov.br', 'nfe.fazenda.sp.gov.br', {
    NFeStatusServico4: '/ws/nfestatusservico4.asmx',
    NFeAutorizacao4: '/ws/nfeautorizacao4.asmx',
    NFeRetAutorizacao4: '/ws/nferetautorizacao4.asmx',
    NFeConsultaProtocolo4: '/ws/nfeconsultaprotocolo4.asmx',
    NFeInutilizacao4: '/ws/nfeinutilizacao4.asmx',
    NFeRecepcaoEvento4: '/ws/nferecepcaoevento4.asmx',
  }),
  SVAN: porHost(HOM_SEFAZ_VIRTUAL, PROD_SEFAZ_VIRTUAL, asmxEmPasta('', DA_UF)),
  SVRS: porHost('nfe-homologacao.svrs.rs.gov.br', 'nfe.svrs.rs.gov.br', CAMINHOS_RS),
  // A SVC-AN saiu de hom.svc/www.svc.fazenda.gov.br para os hosts da SVAN (sped-nfe, 2024): as URLs são as
  // mesmas da SVAN, e quem atende distingue pela UF e pelo tpEmis da mensagem.
  'SVC-AN': porHost(HOM_SEFAZ_VIRTUAL, PROD_SEFAZ_VIRTUAL, asmxEmPasta('', DA_SVC)),
  'SVC-RS': porHost(
    'nfe-homologacao.svrs.rs.gov.br',
    'nfe.svrs.rs.gov.br',
    Object.fromEntries(DA_SVC.map((s) => [s, CAMINHOS_RS[s]])),
  ),
  // Ambiente Nacional: manifestação do destinatário (cOrgao 91) e distribuição de DF-e.
  AN: {
    '1': {
      NFeRecepcaoEvento4: 'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      NFeDistribuicaoDFe: 'https://www1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    },
    '2': {
      NFeRecepcaoEvento4: 'https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      NFeDistribuicaoDFe: 'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    },
  },
};

export interface DestinoServico {
  servico: ServicoSefaz;
  tpAmb: TpAmb;
  /** UF do órgão que atende (a do emitente, ou a da chave numa consulta), ou 'AN' para o Ambiente Nacional. */
  orgao: SiglaUF | 'AN';
  /** Em contingência SVC, os serviços da UF vão para a SVC (a inutilização não existe lá). */
  contingencia?: Svc;
  /**
   * Substitui a tabela: cada serviço vai para `${baseUrl}/ws/<Serviço>.asmx`, os caminhos do simulador
   * (apps/sefaz-sim), com o mesmo nome de serviço da tabela acima.
   */
  baseUrl?: string;
  /**
   * Mantém a tabela e troca só a origem (esquema, host e porta) da URL escolhida: o caminho real do autorizador
   * da UF, do ambiente, da SVC ou do Ambiente Nacional vai para este servidor (ex.: https://127.0.0.1:3443, o
   * simulador em processo próprio; SEFAZ_ENDPOINT_BASE). Não se combina com baseUrl.
   */
  origem?: string;
}

/** O autorizador que atende o pedido (sem considerar baseUrl nem origem). */
export function autorizadorDoDestino(destino: Omit<DestinoServico, 'baseUrl' | 'origem'>): Autorizador {
  if (destino.orgao === 'AN' || destino.servico === 'NFeDistribuicaoDFe') return 'AN';
  return destino.contingencia ?? AUTORIZADOR_DA_UF[destino.orgao];
}

/**
 * URL do web service. Lança RangeError quando o autorizador não oferece o serviço (ex.: inutilização na SVC), com
 * uma origem que não é só esquema, host e porta HTTPS, ou com baseUrl e origem juntos.
 */
export function urlDoServico(destino: DestinoServico): string {
  if (destino.baseUrl !== undefined && destino.origem !== undefined) {
    throw new RangeError('Informe baseUrl (caminhos do simulador) ou origem (caminhos reais), não os dois.');
  }
  if (destino.baseUrl !== undefined) {
    return `${destino.baseUrl.replace(/\/+$/, '')}/ws/${destino.servico}.asmx`;
  }
  const autorizador = autorizadorDoDestino(destino);
  const url = ENDERECOS[autorizador][destino.tpAmb][destino.servico];
  if (!url) {
    throw new RangeError(`O autorizador ${autorizador} não oferece o serviço ${destino.servico}.`);
  }
  return destino.origem === undefined ? url : trocarOrigem(url, destino.origem);
}
