import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { Decimal, formatarDecimalBr } from '@erp/fiscal/decimal';
import { formatarCnpj, formatarCpf } from '@erp/fiscal/documentos';
import type { AppContext, Caller } from '../../../app-context.ts';
import { findCliente } from '../../clientes/clientes.repository.ts';
import { findEmpresa } from '../../empresa/empresa.repository.ts';
import { findContaPadrao } from '../contas-bancarias.repository.ts';
import { brCodeEstatico, txidDoLancamento } from '../pix/br-code.ts';
import { desenharBoletoPdf } from './desenhar-boleto-pdf.ts';
import { type BoletoEmitido, emitirBoletoDoLancamento } from './emitir-boleto-do-lancamento.ts';

const documento = (cpfCnpj: string | null | undefined) => {
  if (!cpfCnpj) return '';
  return cpfCnpj.length === 11 ? `CPF ${formatarCpf(cpfCnpj)}` : `CNPJ ${formatarCnpj(cpfCnpj)}`;
};

const juntar = (...partes: (string | null | undefined)[]) => partes.filter((p) => p?.trim()).join(', ');

/**
 * The boleto's PDF: the same barcode as boleto.json, the company as beneficiário, the client as pagador, the default
 * account's juros and multa as instructions, and the receivable's PIX QR beside the barcode when that account has a
 * key and the company its name and city (the same BR Code as GET .../pix).
 */
export async function gerarBoletoPdf(ctx: AppContext, id: number, caller: Caller | null): Promise<Buffer> {
  return pdfDoBoleto(ctx, await emitirBoletoDoLancamento(ctx, id, caller));
}

/** The PDF of a boleto already emitted (emitirBoletoDoLancamento's answer), for gerarBoletoPdf and the e-mail. */
export async function pdfDoBoleto(ctx: AppContext, emitido: BoletoEmitido): Promise<Buffer> {
  const { lancamento, boleto } = emitido;
  const [empresa, cliente, contaPadrao] = await Promise.all([
    findEmpresa(ctx.db),
    lancamento.idCliente ? findCliente(ctx.db, lancamento.idCliente) : undefined,
    findContaPadrao(ctx.db),
  ]);
  const instrucoes: string[] = [];
  if (contaPadrao && contaPadrao.id === boleto.idConta) {
    if (!new Decimal(contaPadrao.percentualMulta).isZero()) {
      instrucoes.push(
        `Após o vencimento, cobrar multa de ${formatarDecimalBr(contaPadrao.percentualMulta, 2)}%.`,
      );
    }
    if (!new Decimal(contaPadrao.percentualJurosMes).isZero()) {
      instrucoes.push(
        `Após o vencimento, cobrar juros de ${formatarDecimalBr(contaPadrao.percentualJurosMes, 2)}% ao mês.`,
      );
    }
  }
  const chave = contaPadrao?.chavePix;
  const nome = empresa?.razaoSocial.trim();
  const cidade = empresa?.cidade?.trim();
  const pixBrCode =
    chave && nome && cidade
      ? brCodeEstatico({ chave, nome, cidade, valor: emitido.valor, txid: txidDoLancamento(lancamento.id) })
      : null;
  return desenharBoletoPdf({
    bancoNome: emitido.banco.nome,
    bancoCodigoComDv: emitido.banco.codigoComDv,
    codigoBarras: emitido.codigoBarras,
    linhaDigitavel: emitido.linhaDigitavel,
    beneficiario: juntar(empresa?.razaoSocial, documento(empresa?.cnpj)),
    agenciaCodigoBeneficiario: emitido.banco.agenciaCodigoBeneficiario(emitido.conta),
    nossoNumero: emitido.nossoNumeroImpresso,
    carteira: boleto.carteira ?? '',
    numeroDocumento: String(lancamento.id),
    dataDocumento: hojeEmBrasilia(boleto.createdAt),
    vencimento: lancamento.dataVencimento,
    valor: emitido.valor,
    pagador: cliente
      ? [
          juntar(cliente.nomeRazaoSocial, documento(cliente.cpfCnpj)),
          juntar(cliente.logradouro, cliente.numero, cliente.complemento, cliente.bairro),
          juntar(cliente.cep, cliente.cidade && `${cliente.cidade}${cliente.uf ? `/${cliente.uf}` : ''}`),
        ].filter(Boolean)
      : [lancamento.descricao],
    instrucoes,
    pixBrCode,
  });
}
