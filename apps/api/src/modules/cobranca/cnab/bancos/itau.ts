import { Decimal } from '@erp/fiscal/decimal';
import { numeroEDv } from '../../boleto/bancos/banco-do-boleto.ts';
import {
  alfa,
  brancos,
  conferirTamanho,
  dataDDMMAA,
  dataDDMMAAAA,
  num,
  posicoes,
  soDigitos,
  valor,
  zeros,
} from '../campos.ts';
import { lerRetorno400 } from '../cnab400.ts';
import type {
  ArquivoDeRemessa,
  BancoCnab,
  ContaDoCnab,
  EfeitoDaOcorrencia,
  TituloDaRemessa,
} from '../leiaute.ts';
import { motivosEmTexto } from '../ocorrencias-febraban.ts';

/**
 * Itaú (341), CNAB 400: the layout Itaú keeps for cobrança ("Cobrança Itaú - CNAB 400", field table as
 * kivanio/brcobranca's Itaú remessa and retorno write it; the bank's manual was not at hand). Header, one detail
 * per title (and a registro 2 with the multa when there is one), trailer; LF-less CRLF lines of 400.
 */
const conta = (c: ContaDoCnab) => ({
  agencia: num(numeroEDv(c.agencia).numero.slice(0, 4), 4),
  numero: num(numeroEDv(c.conta).numero, 5),
  dac: numeroEDv(c.conta).dv,
  carteira: num(c.carteira ?? '', 3),
});

function detalhe(a: ArquivoDeRemessa, t: TituloDaRemessa, sequencial: number): string {
  const c = conta(a.conta);
  const p = t.pagador;
  return [
    '1', // 1 registro detalhe
    soDigitos(a.empresa.cnpj).length === 11 ? '01' : '02', // 2-3 tipo de inscrição da empresa
    num(soDigitos(a.empresa.cnpj), 14), // 4-17
    c.agencia, // 18-21 agência
    '00', // 22-23
    c.numero, // 24-28 conta
    c.dac, // 29 DAC
    brancos(4), // 30-33
    '0000', // 34-37 instrução/alegação a cancelar
    alfa(String(t.idLancamento), 25), // 38-62 uso da empresa: the receivable
    num(t.nossoNumero, 8), // 63-70 nosso número
    zeros(13), // 71-83 quantidade de moeda
    c.carteira, // 84-86 carteira
    brancos(21), // 87-107 uso do banco
    'I', // 108 código da carteira
    '01', // 109-110 ocorrência: remessa
    alfa(String(t.idLancamento), 10), // 111-120 número do documento
    dataDDMMAA(t.vencimento), // 121-126 vencimento
    valor(t.valor, 13), // 127-139 valor
    '341', // 140-142
    zeros(5), // 143-147 agência cobradora
    '01', // 148-149 espécie: duplicata mercantil
    'N', // 150 aceite
    dataDDMMAA(t.emissao), // 151-156 emissão
    '00', // 157-158 instrução 1
    '00', // 159-160 instrução 2
    valor(t.jurosDia, 13), // 161-173 juros de um dia
    zeros(6), // 174-179 data do desconto
    zeros(13), // 180-192 desconto
    zeros(13), // 193-205 IOF
    zeros(13), // 206-218 abatimento
    soDigitos(p.cpfCnpj).length === 11 ? '01' : '02', // 219-220 tipo de inscrição do pagador
    num(soDigitos(p.cpfCnpj), 14), // 221-234
    alfa(p.nome, 30), // 235-264 nome
    brancos(10), // 265-274
    alfa([p.logradouro, p.numero].filter(Boolean).join(', '), 40), // 275-314 logradouro
    alfa(p.bairro, 12), // 315-326 bairro
    num(soDigitos(p.cep), 8), // 327-334 CEP
    alfa(p.cidade, 15), // 335-349 cidade
    alfa(p.uf, 2), // 350-351 UF
    brancos(30), // 352-381 sacador/avalista
    brancos(4), // 382-385
    zeros(6), // 386-391 data de mora
    '00', // 392-393 prazo
    ' ', // 394
    num(sequencial, 6), // 395-400 sequencial do registro
  ].join('');
}

/** Registro 2, multa: 1 '2', 2 código (2 = percentual), 3-10 data DDMMAAAA, 11-23 percentual, 24-394, 395-400. */
function multa(t: TituloDaRemessa, sequencial: number): string {
  const d = new Date(`${t.vencimento}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `22${dataDDMMAAAA(d.toISOString().slice(0, 10))}${valor(t.percentualMulta, 13)}${brancos(371)}${num(sequencial, 6)}`;
}

function gerarRemessa(a: ArquivoDeRemessa): string[] {
  const c = conta(a.conta);
  // 1 0, 2 1, 3-9 REMESSA, 10-11 01, 12-26 COBRANCA, 27-30 agência, 31-32 00, 33-37 conta, 38 DAC, 39-46,
  // 47-76 empresa, 77-79 341, 80-94 BANCO ITAU SA, 95-100 data DDMMAA, 101-394, 395-400 000001
  const linhas = [
    `01REMESSA01${alfa('COBRANCA', 15)}${c.agencia}00${c.numero}${c.dac}${brancos(8)}${alfa(a.empresa.razaoSocial, 30)}341${alfa('BANCO ITAU SA', 15)}${dataDDMMAA(a.data)}${brancos(294)}000001`,
  ];
  for (const t of a.titulos) {
    linhas.push(detalhe(a, t, linhas.length + 1));
    if (new Decimal(t.percentualMulta).gt(0)) linhas.push(multa(t, linhas.length + 1));
  }
  linhas.push(`9${brancos(393)}${num(linhas.length + 1, 6)}`); // trailer
  return linhas.map((l) => conferirTamanho(l, 400));
}

const OCORRENCIAS: Record<string, { nome: string; efeito: EfeitoDaOcorrencia }> = {
  '02': { nome: 'Entrada confirmada', efeito: 'registrado' },
  '03': { nome: 'Entrada rejeitada', efeito: 'rejeitado' },
  '06': { nome: 'Liquidação normal', efeito: 'liquidado' },
  '08': { nome: 'Liquidação em cartório', efeito: 'liquidado' },
  '09': { nome: 'Baixa simples', efeito: 'baixado' },
  '10': { nome: 'Baixa por ter sido liquidado', efeito: 'baixado' },
  '28': { nome: 'Débito de tarifas/custas', efeito: 'nenhum' },
};

/** Itaú's own codes of a rejected entry (positions 378-385), the common ones. */
const MOTIVOS_ITAU: Record<string, string> = {
  '03': 'CEP sem agência cobradora ou inválido',
  '04': 'Sigla do estado inválida',
  '05': 'Prazo do vencimento inválido',
  '07': 'Valor do título inválido',
  '08': 'Nome do pagador não informado',
  '09': 'Agência encerrada',
  '10': 'Logradouro do pagador não informado',
  '11': 'CEP não numérico ou inválido',
  '14': 'Nosso número já registrado ou fora da faixa',
  '15': 'Nosso número em duplicidade no mesmo movimento',
};

export const itauCnab: BancoCnab = {
  codigo: '341',
  nome: 'Itaú',
  leiaute: '400',
  versao: 'CNAB 400 Itaú (cobrança)',
  conferirConta(c) {
    if (!c.carteira) return 'Informe a carteira do Itaú (ex.: 109) na conta bancária para gerar a remessa.';
    return null;
  },
  gerarRemessa,
  isCabecalhoDaConta(cabecalho, c) {
    if (!cabecalho.startsWith('02') || posicoes(cabecalho, 77, 79) !== '341') return false;
    const { agencia, numero } = conta(c);
    return posicoes(cabecalho, 27, 30) === agencia && posicoes(cabecalho, 33, 37) === numero;
  },
  // Nosso número 63-70 (8 digits), motivos 378-385.
  lerRetorno: (linhas) =>
    lerRetorno400(linhas, { nossoNumero: [63, 70], motivos: [378, 385] }, (campo) =>
      /^\d{8}$/.test(campo) ? Number(campo) : null,
    ),
  ocorrencia: (codigo) => OCORRENCIAS[codigo] ?? { nome: `Ocorrência ${codigo}`, efeito: 'nenhum' },
  motivoDaRejeicao: (motivos) => motivosEmTexto(motivos, MOTIVOS_ITAU),
};
