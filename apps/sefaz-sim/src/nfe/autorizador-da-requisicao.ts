import { siglaDoCUF } from '@erp/fiscal/documentos';
import { AUTORIZADOR_DA_UF, type Autorizador, svcDaUF } from '@erp/fiscal/sefaz';
import type { Servico } from '../falhas/falhas.ts';
import { caminhoReal } from './servicos.ts';

/** cOrgao do Ambiente Nacional (manifestação do destinatário). */
const AMBIENTE_NACIONAL = '91';

const primeiro = (padrao: RegExp, dados: string) => padrao.exec(dados)?.[1];

/** UF (cUF) e tipo de emissão que a mensagem traz, onde quer que cada serviço os ponha. */
function lerMensagem(servico: Servico, dados: string): { cUF?: string; tpEmis?: string } {
  const chave = primeiro(/<chNFe>\s*([0-9A-Z]{44})\s*<\/chNFe>/, dados);
  const cOrgao = primeiro(/<cOrgao>\s*([0-9]{2})\s*<\/cOrgao>/, dados);
  const cUF = primeiro(/<cUF>\s*([0-9]{2})\s*<\/cUF>/, dados);
  switch (servico) {
    case 'NFeAutorizacao4':
      // O cUF e o tpEmis da primeira NF-e do lote (ide).
      return { cUF, tpEmis: primeiro(/<tpEmis>\s*([0-9])\s*<\/tpEmis>/, dados) };
    case 'NFeRetAutorizacao4':
      // O recibo começa pelo cUF de quem o deu.
      return { cUF: primeiro(/<nRec>\s*([0-9]{2})/, dados) };
    case 'NFeConsultaProtocolo4':
      return { cUF: chave?.slice(0, 2), tpEmis: chave?.slice(34, 35) };
    case 'NFeRecepcaoEvento4':
      return { cUF: cOrgao ?? chave?.slice(0, 2), tpEmis: chave?.slice(34, 35) };
    default:
      return { cUF };
  }
}

function ufDoCUF(cUF: string | undefined) {
  try {
    return cUF === undefined ? undefined : siglaDoCUF(cUF);
  } catch {
    return undefined;
  }
}

const SVC_DO_TPEMIS: Readonly<Record<string, Autorizador>> = { '6': 'SVC-AN', '7': 'SVC-RS' };

/**
 * Qual autorizador a requisição alcançou. Com SEFAZ_ENDPOINT_BASE todos os hosts são o do simulador, então o
 * caminho diz de que tabela ele veio, e a mensagem desempata quando o mesmo caminho é de mais de um autorizador:
 * SVAN e SVC-AN (mesmas URLs), RS, SVRS e SVC-RS (mesmos caminhos), e a recepção de eventos do Ambiente Nacional,
 * com o caminho da SVAN. Na ordem: o AN pelo cOrgao 91 (e a distribuição, que só o AN tem); a SVC do tpEmis 6/7
 * da nota; o autorizador normal da UF; a SVC da UF; e, por fim, o primeiro do caminho (pedido na UF errada).
 *
 * Fora da tabela (os caminhos /ws/<Serviço>.asmx do modo em processo), só a mensagem decide: uma NF-e com tpEmis
 * 6/7 vai à SVC dele, o resto ao autorizador normal da UF. undefined se a mensagem nem tem a UF.
 */
export function autorizadorDaRequisicao(
  caminho: string,
  servico: Servico,
  dados: string,
): Autorizador | undefined {
  if (servico === 'NFeDistribuicaoDFe') return 'AN';
  const { cUF, tpEmis } = lerMensagem(servico, dados);
  const uf = ufDoCUF(cUF);
  const candidatos = caminhoReal(caminho)?.autorizadores;
  const svcDoTpEmis = tpEmis === undefined ? undefined : SVC_DO_TPEMIS[tpEmis];
  if (!candidatos) {
    if (cUF === AMBIENTE_NACIONAL) return 'AN';
    if (!uf) return undefined;
    if (servico === 'NFeAutorizacao4' && svcDoTpEmis) return svcDoTpEmis;
    return AUTORIZADOR_DA_UF[uf];
  }
  const ordem: (Autorizador | undefined)[] = [
    cUF === AMBIENTE_NACIONAL ? 'AN' : undefined,
    svcDoTpEmis,
    uf ? AUTORIZADOR_DA_UF[uf] : undefined,
    uf ? svcDaUF(uf) : undefined,
  ];
  return ordem.find((a) => a !== undefined && candidatos.has(a)) ?? [...candidatos][0];
}

export function isSvc(autorizador: Autorizador | undefined): autorizador is 'SVC-AN' | 'SVC-RS' {
  return autorizador === 'SVC-AN' || autorizador === 'SVC-RS';
}
