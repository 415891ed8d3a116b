/**
 * What a bank's CNAB module is given and answers (issue 27). A remessa is built from the account, the company and
 * the titles; a return file is read into ocorrências the service applies. Another bank is one more module
 * registered in bancos-cnab.ts.
 */

export type Leiaute = '240' | '400';

/** The account's data the files are built from (a contas_bancarias row has them). */
export type ContaDoCnab = {
  banco: string;
  agencia: string;
  conta: string;
  carteira: string | null;
  convenio: string | null;
  /** Banco do Brasil's variação da carteira. */
  variacaoCarteira: string | null;
};

export type PagadorDoTitulo = {
  cpfCnpj: string;
  nome: string;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cep: string | null;
  cidade: string | null;
  uf: string | null;
};

export type TituloDaRemessa = {
  idLancamento: number;
  nossoNumero: number;
  /** "AAAA-MM-DD". */
  vencimento: string;
  emissao: string;
  /** Two decimals, "1234.50". */
  valor: string;
  /** Juros de mora per day in R$, two decimals ("0.00": none). */
  jurosDia: string;
  /** Multa in percent, two decimals ("0.00": none). */
  percentualMulta: string;
  pagador: PagadorDoTitulo;
};

export type ArquivoDeRemessa = {
  conta: ContaDoCnab;
  empresa: { cnpj: string; razaoSocial: string };
  sequencial: number;
  /** "AAAA-MM-DD" and "HHMMSS" in Brasília. */
  data: string;
  hora: string;
  titulos: TituloDaRemessa[];
};

/** What an ocorrência does to its title. */
export type EfeitoDaOcorrencia = 'registrado' | 'rejeitado' | 'liquidado' | 'baixado' | 'nenhum';

/** One ocorrência as the return file says it; amounts with two decimals, dates "AAAA-MM-DD". */
export type OcorrenciaLida = {
  /** The file's line (from 1) of the ocorrência's first record. */
  linha: number;
  codigo: string;
  /** The nosso número field as written, and the sequence it carries (null when it is not one of ours). */
  nossoNumeroTexto: string;
  nossoNumero: number | null;
  dataOcorrencia: string | null;
  dataCredito: string | null;
  valorPago: string;
  jurosMulta: string;
  desconto: string;
  tarifa: string;
  motivos: string[];
};

/** A return file that cannot be read: the line and what is wrong with it. */
export class RetornoIlegivel extends Error {}

export interface BancoCnab {
  codigo: string;
  nome: string;
  leiaute: Leiaute;
  /** The layout and version followed, as the README says it. */
  versao: string;
  /** What the account lacks for this bank's remessa (a message for the clerk), or null. */
  conferirConta(conta: ContaDoCnab): string | null;
  /** The remessa's lines, without line ends. */
  gerarRemessa(arquivo: ArquivoDeRemessa): string[];
  /** Whether a return file's header line names this account. */
  isCabecalhoDaConta(cabecalho: string, conta: ContaDoCnab): boolean;
  /** The ocorrências of a return file's lines (header and trailers included), or RetornoIlegivel. */
  lerRetorno(linhas: string[], conta: ContaDoCnab): OcorrenciaLida[];
  /** The ocorrência code's name and effect. */
  ocorrencia(codigo: string): { nome: string; efeito: EfeitoDaOcorrencia };
  /** The bank's reasons of a rejection, in words. */
  motivoDaRejeicao(motivos: string[]): string;
}
