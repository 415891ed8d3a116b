import { dvModulo11 } from '@erp/contracts/dv-bancario';
import { Decimal } from '@erp/fiscal/decimal';
import { numeroEDv } from '../../boleto/bancos/banco-do-boleto.ts';
import {
  alfa,
  brancos,
  conferirTamanho,
  dataDDMMAA,
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
 * Bradesco (237), CNAB 400: the layout Bradesco keeps for cobrança ("Layout de Arquivo Cobrança Bradesco - CNAB
 * 400", field table as kivanio/brcobranca's Bradesco remessa and retorno write it; the bank's manual was not at
 * hand). The header names the account by its código da empresa (the convênio of the account, 20 digits); the
 * remessa carries its own sequence (MX + 7 digits).
 */
const conta = (c: ContaDoCnab) => ({
  agencia: num(numeroEDv(c.agencia).numero, 5),
  numero: num(numeroEDv(c.conta).numero, 7),
  dv: numeroEDv(c.conta).dv,
  carteira: num(c.carteira ?? '', 3),
});

const dvNossoNumero = (c: ContaDoCnab, nossoNumero: number) =>
  dvModulo11(`${num(c.carteira ?? '', 2)}${num(nossoNumero, 11)}`, 7, 'P');

function detalhe(a: ArquivoDeRemessa, t: TituloDaRemessa, sequencial: number): string {
  const c = conta(a.conta);
  const p = t.pagador;
  const temMulta = new Decimal(t.percentualMulta).gt(0);
  return [
    '1', // 1 registro detalhe
    zeros(5), // 2-6 agência de débito
    '0', // 7
    zeros(5), // 8-12 razão da conta de débito
    zeros(7), // 13-19 conta de débito
    '0', // 20
    `0${c.carteira}${c.agencia}${c.numero}${c.dv}`, // 21-37 identificação da empresa
    alfa(String(t.idLancamento), 25), // 38-62 controle do participante: the receivable
    '000', // 63-65 banco do débito
    temMulta ? '2' : '0', // 66 multa
    valor(temMulta ? t.percentualMulta : '0', 4), // 67-70 percentual
    num(t.nossoNumero, 11), // 71-81 nosso número
    dvNossoNumero(a.conta, t.nossoNumero), // 82 DV
    zeros(10), // 83-92 desconto por dia
    '2', // 93 emissão do boleto: pelo cliente
    'N', // 94
    brancos(10), // 95-104
    ' ', // 105 rateio
    '2', // 106 aviso de débito
    brancos(2), // 107-108
    '01', // 109-110 ocorrência: remessa
    alfa(String(t.idLancamento), 10), // 111-120 número do documento
    dataDDMMAA(t.vencimento), // 121-126
    valor(t.valor, 13), // 127-139
    zeros(3), // 140-142
    zeros(5), // 143-147
    '01', // 148-149 espécie: duplicata
    'N', // 150
    dataDDMMAA(t.emissao), // 151-156
    '00', // 157-158
    '00', // 159-160
    valor(t.jurosDia, 13), // 161-173 mora por dia
    zeros(6), // 174-179
    zeros(13), // 180-192
    zeros(13), // 193-205
    zeros(13), // 206-218
    soDigitos(p.cpfCnpj).length === 11 ? '01' : '02', // 219-220
    num(soDigitos(p.cpfCnpj), 14), // 221-234
    alfa(p.nome, 40), // 235-274
    alfa([p.logradouro, p.numero].filter(Boolean).join(', '), 40), // 275-314
    brancos(12), // 315-326 1ª mensagem
    num(soDigitos(p.cep), 8), // 327-334 CEP e sufixo
    brancos(60), // 335-394 sacador/2ª mensagem
    num(sequencial, 6), // 395-400
  ].join('');
}

function gerarRemessa(a: ArquivoDeRemessa): string[] {
  // 1 0, 2 1, 3-9 REMESSA, 10-11 01, 12-26 COBRANCA, 27-46 código da empresa, 47-76 empresa, 77-79 237,
  // 80-94 BRADESCO, 95-100 data, 101-108, 109-110 MX, 111-117 sequencial da remessa, 118-394, 395-400 000001
  const linhas = [
    `01REMESSA01${alfa('COBRANCA', 15)}${num(a.conta.convenio ?? '', 20)}${alfa(a.empresa.razaoSocial, 30)}237${alfa('BRADESCO', 15)}${dataDDMMAA(a.data)}${brancos(8)}MX${num(a.sequencial, 7)}${brancos(277)}000001`,
  ];
  for (const t of a.titulos) linhas.push(detalhe(a, t, linhas.length + 1));
  linhas.push(`9${brancos(393)}${num(linhas.length + 1, 6)}`);
  return linhas.map((l) => conferirTamanho(l, 400));
}

const OCORRENCIAS: Record<string, { nome: string; efeito: EfeitoDaOcorrencia }> = {
  '02': { nome: 'Entrada confirmada', efeito: 'registrado' },
  '03': { nome: 'Entrada rejeitada', efeito: 'rejeitado' },
  '06': { nome: 'Liquidação normal', efeito: 'liquidado' },
  '09': { nome: 'Baixado automaticamente via arquivo', efeito: 'baixado' },
  '10': { nome: 'Baixado conforme instruções da agência', efeito: 'baixado' },
  '15': { nome: 'Liquidação em cartório', efeito: 'liquidado' },
  '17': { nome: 'Liquidação após baixa ou título não registrado', efeito: 'liquidado' },
  '28': { nome: 'Débito de tarifas/custas', efeito: 'nenhum' },
};

export const bradescoCnab: BancoCnab = {
  codigo: '237',
  nome: 'Bradesco',
  leiaute: '400',
  versao: 'CNAB 400 Bradesco (cobrança)',
  conferirConta(c) {
    if (!c.carteira)
      return 'Informe a carteira do Bradesco (ex.: 09) na conta bancária para gerar a remessa.';
    if (!c.convenio || !/^\d{1,20}$/.test(c.convenio)) {
      return 'Informe o código da empresa no Bradesco no convênio da conta bancária para gerar a remessa.';
    }
    return null;
  },
  gerarRemessa,
  isCabecalhoDaConta(cabecalho, c) {
    if (!cabecalho.startsWith('02') || posicoes(cabecalho, 77, 79) !== '237') return false;
    const codigo = posicoes(cabecalho, 27, 46);
    return /^\d{20}$/.test(codigo) && Number(codigo) === Number(c.convenio ?? 'x');
  },
  // Nosso número 71-82 (11 digits and DV), motivos 319-328.
  lerRetorno: (linhas) =>
    lerRetorno400(linhas, { nossoNumero: [71, 82], motivos: [319, 328] }, (campo) =>
      /^\d{11}[\dP]$/.test(campo) ? Number(campo.slice(0, 11)) : null,
    ),
  ocorrencia: (codigo) => OCORRENCIAS[codigo] ?? { nome: `Ocorrência ${codigo}`, efeito: 'nenhum' },
  motivoDaRejeicao: (motivos) => motivosEmTexto(motivos),
};
