import { createHash } from 'node:crypto';
import type { TOcorrenciaDoRetorno, TRetornoImportado } from '@erp/contracts/cnab';
import { dataHoraBrasilia, dataHoraEmTexto, hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import type { SituacaoDoBoleto } from '../../../db/schema/boletos.ts';
import { AppError } from '../../../lib/app-error.ts';
import { auditarEvento } from '../../auditoria/auditar.ts';
import { type ContaBancariaRow, lockContaBancaria } from '../contas-bancarias.repository.ts';
import {
  type Aplicacao,
  aplicarOcorrencia,
  type BoletoDoRetorno,
  baixarLiquidacoes,
  linhaDoResultado,
} from './aplicar-ocorrencia-cnab.ts';
import { bancoCnab } from './bancos-cnab.ts';
import {
  findRetornoPorHash,
  idCategoriaTarifas,
  insertOcorrencias,
  insertRetorno,
  insertTarifasPagas,
  listContasDoBanco,
  lockBoletosDoRetorno,
  ocorrenciasJaAplicadas,
  updateResultadoDoRetorno,
  updateSituacaoDosBoletos,
} from './cnab.repository.ts';
import { type BancoCnab, type OcorrenciaLida, RetornoIlegivel } from './leiaute.ts';
import { lerArquivoDeRetorno } from './ler-arquivo-de-retorno.ts';

const descricaoDaConta = (c: ContaBancariaRow) =>
  `${c.descricao} (banco ${c.banco}, ag. ${c.agencia}, conta ${c.conta})`;

/** The account the header names, among the bank's; the one chosen on screen must be it. */
async function contaDoArquivo(tx: Database, banco: BancoCnab, cabecalho: string, idEscolhida?: number) {
  const contas = await listContasDoBanco(tx, banco.codigo);
  const conta = contas.find((c) => banco.isCabecalhoDaConta(cabecalho, c));
  if (!conta) {
    throw AppError.unprocessable(
      `Este retorno é de uma conta do ${banco.nome} que não está cadastrada em Financeiro > Contas bancárias.`,
    );
  }
  if (idEscolhida !== undefined && conta.id !== idEscolhida) {
    throw AppError.unprocessable(
      `Este retorno é da conta ${descricaoDaConta(conta)}, não da conta escolhida.`,
    );
  }
  return conta;
}

/** An ocorrência's identity in its account: the same movement in a later file is recognised. */
const identidade = (o: OcorrenciaLida) =>
  [o.codigo, o.nossoNumeroTexto, o.dataOcorrencia, o.valorPago, o.jurosMulta, o.desconto, o.tarifa].join('|');

function ler(banco: BancoCnab, linhas: string[], conta: ContaBancariaRow): OcorrenciaLida[] {
  try {
    return banco.lerRetorno(linhas, conta);
  } catch (error) {
    if (error instanceof RetornoIlegivel) throw AppError.unprocessable(`Retorno inválido. ${error.message}`);
    throw error;
  }
}

async function registrarTarifas(
  tx: Database,
  ocorrencias: OcorrenciaLida[],
  seq: number,
  caller: Caller,
  hoje: string,
) {
  const total = ocorrencias.reduce((s, o) => s.plus(o.tarifa), new Decimal(0));
  if (total.lte(0)) return null;
  const data =
    ocorrencias
      .map((o) => o.dataCredito ?? o.dataOcorrencia ?? hoje)
      .sort()
      .at(-1) ?? hoje;
  return insertTarifasPagas(tx, {
    descricao: `Tarifas bancárias do retorno CNAB ${seq}`,
    valor: total.toFixed(2),
    data,
    idCategoria: await idCategoriaTarifas(tx),
    idUsuario: caller.userId,
  });
}

/**
 * Applies a bank's return file in one transaction: the account is the one its header names (the import waits on
 * that account's row, so two imports of it do not interleave); a file already imported is refused (409), an
 * ocorrência already applied by an earlier file is reported and skipped. Each ocorrência registers, settles
 * (baixa with the amount paid, juros/multa and desconto), rejects (with the bank's reason) or writes off its
 * title; the bank's tariffs of the file become one payable already paid, in 'Tarifas bancárias'. Audited.
 */
export async function importarRetornoCnab(
  ctx: AppContext,
  arquivo: { nome: string; conteudo: Buffer; idConta?: number },
  caller: Caller,
): Promise<TRetornoImportado> {
  const lido = lerArquivoDeRetorno(arquivo.conteudo);
  const banco = bancoCnab(lido.banco);
  if (!banco) throw AppError.unprocessable(`Retorno do banco ${lido.banco}, cujo CNAB o sistema não lê.`);
  if (banco.leiaute !== lido.leiaute) {
    throw AppError.unprocessable(
      `O ${banco.nome} usa o CNAB ${banco.leiaute}, e este arquivo é CNAB ${lido.leiaute}.`,
    );
  }
  const hash = createHash('sha256').update(arquivo.conteudo).digest('hex');
  const hoje = hojeEmBrasilia();
  return ctx.db.transaction(async (tx) => {
    const encontrada = await contaDoArquivo(tx, banco, lido.linhas[0] ?? '', arquivo.idConta);
    const conta = (await lockContaBancaria(tx, encontrada.id)) ?? encontrada;
    const anterior = await findRetornoPorHash(tx, hash);
    if (anterior) {
      throw AppError.conflict(
        `Este arquivo de retorno já foi importado em ${dataHoraEmTexto(anterior.createdAt)}: nada foi aplicado de novo.`,
      );
    }
    const ocorrencias = ler(banco, lido.linhas, conta);
    const jaAplicadas = await ocorrenciasJaAplicadas(tx, conta.id, ocorrencias.map(identidade));
    const nossos = ocorrencias.flatMap((o) => (o.nossoNumero === null ? [] : [o.nossoNumero]));
    const boletos = new Map(
      (await lockBoletosDoRetorno(tx, conta, nossos)).map((b) => [b.boleto.nossoNumero, b]),
    );
    const idRetorno = await insertRetorno(tx, {
      idConta: conta.id,
      hashArquivo: hash,
      nomeArquivo: arquivo.nome,
      leiaute: lido.leiaute,
      resultado: [],
      idUsuario: caller.userId,
    });
    const novas: OcorrenciaLida[] = [];
    const aplicadas: { o: OcorrenciaLida; b: BoletoDoRetorno | undefined; a: Aplicacao }[] = [];
    for (const o of ocorrencias) {
      const b: BoletoDoRetorno | undefined = o.nossoNumero === null ? undefined : boletos.get(o.nossoNumero);
      let a: Aplicacao;
      if (jaAplicadas.has(identidade(o)))
        a = { resultado: 'Já aplicada por um retorno anterior', aplicada: false };
      else {
        jaAplicadas.add(identidade(o));
        novas.push(o);
        a = b
          ? await aplicarOcorrencia(tx, banco, o, b, hoje)
          : { resultado: 'Título não encontrado nesta conta', aplicada: false };
      }
      aplicadas.push({ o, b, a });
    }
    // Every liquidação of the file in one batch of baixas: a thousand titles in a handful of statements.
    await baixarLiquidacoes(
      tx,
      aplicadas.map(({ a }) => a),
      caller,
    );
    const situacoes = new Map<SituacaoDoBoleto, number[]>();
    for (const { b, a } of aplicadas) {
      if (b && a.situacao)
        situacoes.set(a.situacao, [...(situacoes.get(a.situacao) ?? []), b.boleto.idLancamento]);
    }
    const resultado: TOcorrenciaDoRetorno[] = aplicadas.map(({ o, b, a }) =>
      linhaDoResultado(banco, o, b, a),
    );
    for (const [situacao, ids] of situacoes) await updateSituacaoDosBoletos(tx, ids, situacao);
    await insertOcorrencias(
      tx,
      novas.map((o) => ({
        idConta: conta.id,
        identidade: identidade(o),
        idRetorno,
        idLancamento: o.nossoNumero === null ? null : (boletos.get(o.nossoNumero)?.lancamento.id ?? null),
      })),
    );
    const idTarifas = await registrarTarifas(tx, novas, idRetorno, caller, hoje);
    await updateResultadoDoRetorno(tx, idRetorno, resultado);
    await auditarEvento(tx, caller, {
      acao: 'CNAB_RETORNO_IMPORTADO',
      entidade: 'retornos_cnab',
      idEntidade: idRetorno,
      detalhes: {
        id_conta: conta.id,
        arquivo: arquivo.nome,
        sha256: hash,
        ocorrencias: resultado.length,
        aplicadas: resultado.filter((r) => r.aplicada).length,
        id_lancamento_tarifas: idTarifas,
        importado_em: dataHoraBrasilia(new Date()),
      },
    });
    return {
      id: idRetorno,
      id_conta: conta.id,
      conta: descricaoDaConta(conta),
      leiaute: lido.leiaute,
      ocorrencias: resultado,
      id_lancamento_tarifas: idTarifas,
    };
  });
}
