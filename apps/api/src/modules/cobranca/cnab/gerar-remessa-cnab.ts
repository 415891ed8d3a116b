import type { TRemessaInput } from '@erp/contracts/cnab';
import { dataHoraBrasilia, diaEmBrasilia } from '@erp/fiscal/data-hora';
import { arredondarCentavos, Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { auditarEvento } from '../../auditoria/auditar.ts';
import { findEmpresa } from '../../empresa/empresa.repository.ts';
import { emitirBoletoNaTransacao } from '../boleto/emitir-boleto-do-lancamento.ts';
import { type ContaBancariaRow, lockContaBancaria } from '../contas-bancarias.repository.ts';
import { bancoCnab } from './bancos-cnab.ts';
import { soDigitos } from './campos.ts';
import {
  insertRemessa,
  type LancamentoDaRemessa,
  lockLancamentosDaRemessa,
  marcarEnviados,
  reservarSequencialRemessa,
} from './cnab.repository.ts';
import type { BancoCnab, TituloDaRemessa } from './leiaute.ts';

export type RemessaGerada = { idRemessa: number; sequencial: number; nomeArquivo: string; conteudo: Buffer };

const nome = (l: LancamentoDaRemessa) => `A conta a receber ${l.id} (${l.descricao})`;

/** Why a receivable cannot go in this account's remessa, or null. */
function recusa(l: LancamentoDaRemessa, conta: ContaBancariaRow): string | null {
  if (l.tipo !== 'RECEITA')
    return `O lançamento ${l.id} (${l.descricao}) é uma conta a pagar: só contas a receber vão na remessa.`;
  if (l.status === 'Pago') return `${nome(l)} já foi paga.`;
  if (l.status === 'Cancelado') return `${nome(l)} foi cancelada.`;
  if (!l.cliente) return `${nome(l)} não tem cliente: o banco precisa do pagador.`;
  if (soDigitos(l.cliente.cpfCnpj).length !== 11 && soDigitos(l.cliente.cpfCnpj).length !== 14) {
    return `${nome(l)} é de um cliente sem CPF/CNPJ válido: o banco precisa do documento do pagador.`;
  }
  if (l.boleto && l.boleto.idConta !== conta.id) {
    return `O boleto da conta a receber ${l.id} (${l.descricao}) é de outra conta bancária: gere a remessa na conta do boleto.`;
  }
  if (l.boleto && l.boleto.situacao !== 'a enviar' && l.boleto.situacao !== 'rejeitado') {
    return `${nome(l)} já foi enviada ao banco (situação: ${l.boleto.situacao}, remessa ${l.boleto.sequencialRemessa ?? '-'}).`;
  }
  if (!l.boleto && !conta.padrao) {
    return `${nome(l)} ainda não tem boleto, e boletos novos saem da conta bancária padrão: gere a remessa nela ou emita o boleto antes.`;
  }
  return null;
}

/** Juros a day from the account's monthly rate: valor × % ao mês ÷ 30, to the centavo. */
const jurosDia = (valor: string, percentualMes: string) =>
  arredondarCentavos(new Decimal(valor).times(percentualMes).div(100).div(30)).toFixed(2);

function titulo(l: LancamentoDaRemessa, nossoNumero: number, conta: ContaBancariaRow): TituloDaRemessa {
  const c = l.cliente;
  if (!c) throw new Error('título sem cliente');
  const valor = new Decimal(l.valorOriginal).toFixed(2);
  const emissao = diaEmBrasilia(l.criadoEm);
  return {
    idLancamento: l.id,
    nossoNumero,
    vencimento: l.dataVencimento,
    // A receivable typed after its due date is issued on its due date: the bank refuses emissão after vencimento.
    emissao: [emissao, l.dataVencimento].sort()[0] ?? emissao,
    valor,
    jurosDia: jurosDia(valor, conta.percentualJurosMes),
    percentualMulta: new Decimal(conta.percentualMulta).toFixed(2),
    pagador: {
      cpfCnpj: c.cpfCnpj,
      nome: c.nomeRazaoSocial,
      logradouro: c.logradouro,
      numero: c.numero,
      bairro: c.bairro,
      cep: c.cep,
      cidade: c.cidade,
      uf: c.uf,
    },
  };
}

async function contaDaRemessa(
  tx: Database,
  idConta: number,
): Promise<{ conta: ContaBancariaRow; banco: BancoCnab }> {
  // The account's row lock: its remessa sequence and nosso números are taken under it.
  const conta = await lockContaBancaria(tx, idConta);
  if (!conta) throw AppError.notFound('Conta bancária não encontrada.');
  const banco = bancoCnab(conta.banco);
  if (!banco) {
    throw AppError.unprocessable(
      `A remessa CNAB do banco ${conta.banco} ainda não é gerada: use uma conta do Banco do Brasil, Itaú, Bradesco ou Sicoob.`,
    );
  }
  const falta = banco.conferirConta(conta);
  if (falta) throw AppError.unprocessable(falta);
  return { conta, banco };
}

/**
 * The remessa of the chosen receivables in the account's bank layout (CNAB 240 or 400), all or nothing: each
 * receivable must be open, a client's, and either carry a boleto of this account still to send (new or rejected)
 * or get one now (emitirBoletoNaTransacao: the default account's next nosso número, the one the boleto prints).
 * The file takes the account's next sequence, is kept with its titles, and each title becomes 'enviado ao banco';
 * audited.
 */
export async function gerarRemessaCnab(
  ctx: AppContext,
  input: TRemessaInput,
  caller: Caller,
): Promise<RemessaGerada> {
  return ctx.db.transaction(async (tx) => {
    const { conta, banco } = await contaDaRemessa(tx, input.id_conta);
    const empresa = await findEmpresa(tx);
    if (!empresa?.cnpj || !empresa.razaoSocial) {
      throw AppError.unprocessable(
        'Preencha o CNPJ e a razão social em Preferências > Dados da Empresa para gerar a remessa.',
      );
    }
    const lidos = new Map((await lockLancamentosDaRemessa(tx, input.lancamentos)).map((l) => [l.id, l]));
    const titulos: TituloDaRemessa[] = [];
    for (const id of input.lancamentos) {
      const l = lidos.get(id);
      if (!l) throw AppError.notFound(`Conta a receber ${id} não encontrada.`);
      const motivo = recusa(l, conta);
      if (motivo) throw AppError.unprocessable(motivo);
      const nossoNumero =
        l.boleto?.nossoNumero ?? (await emitirBoletoNaTransacao(tx, id, caller)).boleto.nossoNumero;
      titulos.push(titulo(l, nossoNumero, conta));
    }
    const sequencial = await reservarSequencialRemessa(tx, conta.id);
    if (sequencial === undefined) throw AppError.notFound('Conta bancária não encontrada.');
    const agora = dataHoraBrasilia(new Date());
    const linhas = banco.gerarRemessa({
      conta,
      empresa: { cnpj: empresa.cnpj, razaoSocial: empresa.razaoSocial },
      sequencial,
      data: agora.slice(0, 10),
      hora: agora.slice(11, 19).replaceAll(':', ''),
      titulos,
    });
    const conteudo = Buffer.from(`${linhas.join('\r\n')}\r\n`, 'ascii');
    const nomeArquivo = `remessa-${conta.banco}-${String(sequencial).padStart(6, '0')}.rem`;
    const valorTotal = titulos.reduce((s, t) => s.plus(t.valor), new Decimal(0)).toFixed(2);
    const idRemessa = await insertRemessa(
      tx,
      {
        idConta: conta.id,
        sequencial,
        leiaute: banco.leiaute,
        nomeArquivo,
        conteudo,
        quantidadeTitulos: titulos.length,
        valorTotal,
        idUsuario: caller.userId,
      },
      input.lancamentos,
    );
    await marcarEnviados(tx, input.lancamentos, sequencial);
    await auditarEvento(tx, caller, {
      acao: 'CNAB_REMESSA_GERADA',
      entidade: 'remessas_cnab',
      idEntidade: idRemessa,
      detalhes: {
        id_conta: conta.id,
        sequencial,
        leiaute: banco.leiaute,
        lancamentos: input.lancamentos,
        valor_total: valorTotal,
      },
    });
    return { idRemessa, sequencial, nomeArquivo, conteudo };
  });
}
