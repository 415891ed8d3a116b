import { Decimal } from '@erp/fiscal/decimal';
import { numeroEDv } from '../boleto/bancos/banco-do-boleto.ts';
import {
  alfa,
  brancos,
  conferirTamanho,
  dataDDMMAAAA,
  dataDoCampo,
  num,
  posicoes,
  soDigitos,
  valor,
  valorLido,
  zeros,
} from './campos.ts';
import {
  type ArquivoDeRemessa,
  type ContaDoCnab,
  type OcorrenciaLida,
  RetornoIlegivel,
  type TituloDaRemessa,
} from './leiaute.ts';

/**
 * The FEBRABAN CNAB 240 layout for cobrança ("Layout Padrão FEBRABAN 240 posições", version 10.x): header de
 * arquivo, header de lote, segments P, Q and R per title, trailer de lote, trailer de arquivo; the return's
 * segments T and U. Positions in the comments count from 1 as the layout's tables do. What differs per bank (the
 * convênio field, the nosso número's 20 positions, the carteira code, the versions) comes from `Banco240`.
 */
export type Banco240 = {
  codigo: string;
  /** As the header writes it (30 positions). */
  nomeNoArquivo: string;
  versaoArquivo: string;
  versaoLote: string;
  /** Positions 33-52 of the header de arquivo (34-53 of the lote's): the bank's código do convênio. */
  convenio(conta: ContaDoCnab): string;
  /** Positions 38-57 of segment P: the nosso número as the bank reads it. */
  nossoNumero(conta: ContaDoCnab, nossoNumero: number): string;
  /** The sequence a return's nosso número (segment T 38-57) carries, or null when it is not this account's. */
  nossoNumeroDoRetorno(conta: ContaDoCnab, campo: string): number | null;
  /** Segment P 58: código da carteira. */
  carteira(conta: ContaDoCnab): string;
};

/** Agência (5) + DV (1) + conta (12) + DV (1) + DV agência/conta (1): 20 positions, as every record writes them. */
function contaCorrente(conta: ContaDoCnab): string {
  const agencia = numeroEDv(conta.agencia);
  const cc = numeroEDv(conta.conta);
  return `${num(agencia.numero, 5)}${alfa(agencia.dv, 1)}${num(cc.numero, 12)}${alfa(cc.dv, 1)} `;
}

const inscricao = (cpfCnpj: string) => (soDigitos(cpfCnpj).length === 11 ? '1' : '2');

function diaSeguinte(data: string): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function headerDeArquivo(b: Banco240, a: ArquivoDeRemessa): string {
  return [
    b.codigo, // 1-3 banco
    '0000', // 4-7 lote
    '0', // 8 registro: header de arquivo
    brancos(9), // 9-17 uso FEBRABAN
    inscricao(a.empresa.cnpj), // 18 tipo de inscrição da empresa
    num(soDigitos(a.empresa.cnpj), 14), // 19-32 CNPJ
    b.convenio(a.conta), // 33-52 convênio
    contaCorrente(a.conta), // 53-72 agência, conta e DVs
    alfa(a.empresa.razaoSocial, 30), // 73-102 nome da empresa
    alfa(b.nomeNoArquivo, 30), // 103-132 nome do banco
    brancos(10), // 133-142 uso FEBRABAN
    '1', // 143 código remessa
    dataDDMMAAAA(a.data), // 144-151 data de geração
    a.hora, // 152-157 hora de geração
    num(a.sequencial, 6), // 158-163 NSA
    b.versaoArquivo, // 164-166 versão do layout do arquivo
    '00000', // 167-171 densidade
    brancos(20), // 172-191 reservado ao banco
    brancos(20), // 192-211 reservado à empresa
    brancos(29), // 212-240 uso FEBRABAN
  ].join('');
}

function headerDeLote(b: Banco240, a: ArquivoDeRemessa): string {
  return [
    b.codigo, // 1-3
    '0001', // 4-7 lote
    '1', // 8 registro: header de lote
    'R', // 9 operação: remessa
    '01', // 10-11 serviço: cobrança
    brancos(2), // 12-13
    b.versaoLote, // 14-16 versão do layout do lote
    ' ', // 17
    inscricao(a.empresa.cnpj), // 18
    num(soDigitos(a.empresa.cnpj), 15), // 19-33
    b.convenio(a.conta), // 34-53
    contaCorrente(a.conta), // 54-73
    alfa(a.empresa.razaoSocial, 30), // 74-103
    brancos(40), // 104-143 mensagem 1
    brancos(40), // 144-183 mensagem 2
    num(a.sequencial, 8), // 184-191 número remessa
    dataDDMMAAAA(a.data), // 192-199 data de gravação
    zeros(8), // 200-207 data do crédito
    brancos(33), // 208-240
  ].join('');
}

/** 1-17 of every detail record. */
const inicioDoDetalhe = (b: Banco240, registro: number, segmento: string) =>
  `${b.codigo}00013${num(registro, 5)}${segmento} 01`;

function segmentoP(b: Banco240, conta: ContaDoCnab, t: TituloDaRemessa, registro: number): string {
  const temJuros = new Decimal(t.jurosDia).gt(0);
  return [
    inicioDoDetalhe(b, registro, 'P'), // 1-17: banco, lote, 3, nº do registro, P, branco, movimento 01 (entrada)
    contaCorrente(conta), // 18-37
    b.nossoNumero(conta, t.nossoNumero), // 38-57 nosso número
    b.carteira(conta), // 58 carteira
    '1', // 59 forma de cadastramento: com registro
    '1', // 60 tipo de documento: tradicional
    '2', // 61 emissão do boleto: pelo beneficiário
    '2', // 62 distribuição: pelo beneficiário
    alfa(String(t.idLancamento), 15), // 63-77 número do documento
    dataDDMMAAAA(t.vencimento), // 78-85 vencimento
    valor(t.valor, 15), // 86-100 valor nominal
    zeros(5), // 101-105 agência cobradora
    ' ', // 106 DV
    '02', // 107-108 espécie: DM, duplicata mercantil
    'N', // 109 aceite
    dataDDMMAAAA(t.emissao), // 110-117 emissão
    temJuros ? '1' : '3', // 118 juros: 1 valor por dia, 3 isento
    temJuros ? dataDDMMAAAA(diaSeguinte(t.vencimento)) : zeros(8), // 119-126 data dos juros
    valor(t.jurosDia, 15), // 127-141 juros por dia
    '0', // 142 desconto: sem
    zeros(8), // 143-150
    zeros(15), // 151-165
    zeros(15), // 166-180 IOF
    zeros(15), // 181-195 abatimento
    alfa(String(t.idLancamento), 25), // 196-220 uso da empresa: the receivable, read back in the return
    '3', // 221 protesto: não protestar
    '00', // 222-223
    '0', // 224 baixa/devolução: as the bank's default
    '000', // 225-227
    '09', // 228-229 moeda: real
    zeros(10), // 230-239 contrato
    ' ', // 240
  ].join('');
}

function segmentoQ(b: Banco240, t: TituloDaRemessa, registro: number): string {
  const p = t.pagador;
  const cep = num(soDigitos(p.cep), 8);
  const endereco = [p.logradouro, p.numero].filter(Boolean).join(', ');
  return [
    inicioDoDetalhe(b, registro, 'Q'), // 1-17
    inscricao(p.cpfCnpj), // 18 tipo de inscrição do pagador
    num(soDigitos(p.cpfCnpj), 15), // 19-33
    alfa(p.nome, 40), // 34-73 nome
    alfa(endereco, 40), // 74-113 endereço
    alfa(p.bairro, 15), // 114-128 bairro
    cep, // 129-136 CEP e sufixo
    alfa(p.cidade, 15), // 137-151 cidade
    alfa(p.uf, 2), // 152-153 UF
    '0', // 154 sacador/avalista: nenhum
    zeros(15), // 155-169
    brancos(40), // 170-209
    '000', // 210-212 banco correspondente
    brancos(20), // 213-232
    brancos(8), // 233-240
  ].join('');
}

function segmentoR(b: Banco240, t: TituloDaRemessa, registro: number): string {
  const temMulta = new Decimal(t.percentualMulta).gt(0);
  return [
    inicioDoDetalhe(b, registro, 'R'), // 1-17
    '0', // 18 desconto 2
    zeros(8), // 19-26
    zeros(15), // 27-41
    '0', // 42 desconto 3
    zeros(8), // 43-50
    zeros(15), // 51-65
    temMulta ? '2' : '0', // 66 multa: 2 percentual, 0 sem
    temMulta ? dataDDMMAAAA(diaSeguinte(t.vencimento)) : zeros(8), // 67-74 data da multa
    valor(t.percentualMulta, 15), // 75-89 percentual
    brancos(10), // 90-99 informação ao pagador
    brancos(40), // 100-139 mensagem 3
    brancos(40), // 140-179 mensagem 4
    brancos(20), // 180-199
    zeros(8), // 200-207 ocorrência do pagador
    zeros(3), // 208-210 banco do débito
    zeros(5), // 211-215 agência do débito
    ' ', // 216
    zeros(12), // 217-228 conta do débito
    ' ', // 229
    ' ', // 230
    '0', // 231 aviso de débito
    brancos(9), // 232-240
  ].join('');
}

function trailerDeLote(b: Banco240, registros: number, titulos: TituloDaRemessa[]): string {
  const total = titulos.reduce((soma, t) => soma.plus(t.valor), new Decimal(0)).toFixed(2);
  return [
    b.codigo, // 1-3
    '0001', // 4-7
    '5', // 8 trailer de lote
    brancos(9), // 9-17
    num(registros, 6), // 18-23 registros do lote, header e trailer incluídos
    num(titulos.length, 6), // 24-29 títulos em cobrança simples
    valor(total, 17), // 30-46 valor deles
    zeros(6), // 47-52 vinculada
    zeros(17), // 53-69
    zeros(6), // 70-75 caucionada
    zeros(17), // 76-92
    zeros(6), // 93-98 descontada
    zeros(17), // 99-115
    brancos(8), // 116-123 aviso de lançamento
    brancos(117), // 124-240
  ].join('');
}

const trailerDeArquivo = (b: Banco240, registros: number) =>
  // 1-3 banco, 4-7 9999, 8 registro 9, 9-17, 18-23 lotes, 24-29 registros, 30-35 contas, 36-240
  `${b.codigo}99999${brancos(9)}000001${num(registros, 6)}${zeros(6)}${brancos(205)}`;

/** The whole remessa: one lote of P, Q and R per title. */
export function gerarRemessa240(b: Banco240, a: ArquivoDeRemessa): string[] {
  const linhas = [headerDeArquivo(b, a), headerDeLote(b, a)];
  let registro = 0;
  for (const t of a.titulos) {
    linhas.push(segmentoP(b, a.conta, t, ++registro));
    linhas.push(segmentoQ(b, t, ++registro));
    linhas.push(segmentoR(b, t, ++registro));
  }
  linhas.push(trailerDeLote(b, registro + 2, a.titulos));
  linhas.push(trailerDeArquivo(b, linhas.length + 1));
  return linhas.map((l) => conferirTamanho(l, 240));
}

/** The return's header (registro 0, retorno '2') names the account by bank, agência and conta (53-72). */
export function isCabecalho240DaConta(b: Banco240, cabecalho: string, conta: ContaDoCnab): boolean {
  if (posicoes(cabecalho, 1, 3) !== b.codigo || posicoes(cabecalho, 8, 8) !== '0') return false;
  const agencia = Number(posicoes(cabecalho, 53, 57));
  const cc = Number(posicoes(cabecalho, 59, 70));
  return agencia === Number(numeroEDv(conta.agencia).numero) && cc === Number(numeroEDv(conta.conta).numero);
}

/**
 * The ocorrências of a CNAB 240 return: each segment T (the title, its code, tarifa and motivos) followed by its
 * segment U (juros, desconto, the amount paid, the dates). Header and trailer records are skipped; any other
 * segment, a T without its U, or a U alone makes the file unreadable.
 */
export function lerRetorno240(b: Banco240, linhas: string[], conta: ContaDoCnab): OcorrenciaLida[] {
  const ocorrencias: OcorrenciaLida[] = [];
  for (let i = 0; i < linhas.length; i += 1) {
    const linha = linhas[i] ?? '';
    const n = i + 1;
    if (posicoes(linha, 1, 3) !== b.codigo)
      throw new RetornoIlegivel(`Linha ${n}: não é do banco ${b.codigo}.`);
    const registro = posicoes(linha, 8, 8);
    if (registro === '0' || registro === '1' || registro === '5' || registro === '9') continue;
    const segmento = posicoes(linha, 14, 14);
    if (registro !== '3' || segmento !== 'T') {
      throw new RetornoIlegivel(
        `Linha ${n}: registro ${registro}${segmento} inesperado (esperava o segmento T).`,
      );
    }
    const u = linhas[i + 1] ?? '';
    if (posicoes(u, 8, 8) !== '3' || posicoes(u, 14, 14) !== 'U') {
      throw new RetornoIlegivel(`Linha ${n + 1}: o segmento T da linha ${n} não é seguido do segmento U.`);
    }
    const nossoNumeroTexto = posicoes(linha, 38, 57).trim();
    ocorrencias.push({
      linha: n,
      codigo: posicoes(linha, 16, 17), // T 16-17 código de movimento
      nossoNumeroTexto,
      nossoNumero: b.nossoNumeroDoRetorno(conta, posicoes(linha, 38, 57)),
      tarifa: valorLido(linha, n, 199, 213), // T 199-213 tarifa/custas
      motivos: (posicoes(linha, 214, 223).match(/.{2}/g) ?? []).filter((m) => m.trim() && m !== '00'),
      jurosMulta: valorLido(u, n + 1, 18, 32), // U 18-32 juros/multa/encargos
      desconto: valorLido(u, n + 1, 33, 47), // U 33-47 desconto concedido
      valorPago: valorLido(u, n + 1, 78, 92), // U 78-92 valor pago pelo pagador
      dataOcorrencia: dataDoCampo(u, n + 1, 138, 145), // U 138-145 data da ocorrência
      dataCredito: dataDoCampo(u, n + 1, 146, 153), // U 146-153 data do crédito
    });
    i += 1;
  }
  return ocorrencias;
}
