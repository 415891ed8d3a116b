import type { ContextoServico } from '../config.ts';
import type { Servico } from '../falhas/falhas.ts';
import type { Resultado } from './motivos.ts';

/** Um web service SOAP da NF-e: da área de dados (conteúdo de nfeDadosMsg) ao XML de retorno. */
export interface ServicoNFe {
  nome: Servico;
  processar(dados: string, ctx: ContextoServico): string;
  /** Retorno do serviço com uma rejeição geral (656 consumo indevido, 108/109 paralisado), sem processar. */
  rejeitar(r: Resultado, dados: string, ctx: ContextoServico): string;
}
