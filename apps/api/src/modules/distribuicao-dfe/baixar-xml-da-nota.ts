import {
  distribuicaoDFe,
  isConsumoIndevido,
  isDocumentoLocalizado,
  isNenhumDocumentoLocalizado,
} from '@erp/fiscal/sefaz';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import {
  contagemVazia,
  empresaDaDistribuicao,
  exigirAmbienteDoDocumento,
  ULT_NSU_INICIAL,
} from './buscar-documentos-na-sefaz.ts';
import {
  findDocumento,
  findEstado,
  findNotaCompleta,
  saveEstado,
  tryLockDistribuicao,
} from './distribuicao-dfe.repository.ts';
import { isAguardando, proximaConsultaPermitida } from './espera-da-distribuicao.ts';
import { guardarDocumentos } from './guardar-resposta-da-distribuicao.ts';
import { importarDocumentoDistribuido } from './importar-documento-distribuido.ts';
import { lerDocumentoDistribuido } from './ler-documento-distribuido.ts';
import { buscaEmAndamento, consumoIndevido } from './resposta-da-busca.ts';

const XML_DISPONIVEL = 'XML disponível';

/**
 * The full NF-e of a summary whose ciência was sent, asked by its key (consChNFe) instead of waiting for the
 * next query by NSU, which may be an hour away after a 137. What comes is stored like any answer, without
 * moving ultNSU (a key query says nothing of the sequence; the next query by NSU skips what is stored), and the
 * note is imported like an upload. Same lock as the query by NSU; refused during a 656 block.
 */
export async function baixarXmlDaNota(
  ctx: AppContext,
  id: number,
  caller: Caller,
): Promise<{ message: string }> {
  const documento = await findDocumento(ctx.db, id);
  if (!documento) throw AppError.notFound('Documento da SEFAZ não encontrado.');
  if (documento.tipo !== 'resNFe' || !documento.chaveAcesso) {
    throw AppError.conflict('Só se baixa o XML a partir do resumo de uma NF-e.');
  }
  if (documento.status === 'Resumo') {
    throw AppError.conflict('Envie a Ciência da Operação antes de baixar o XML desta nota.');
  }
  if (documento.status !== 'Ciência enviada') {
    throw AppError.conflict('O XML desta nota já foi recebido.');
  }
  await exigirAmbienteDoDocumento(ctx, documento);
  const chave = documento.chaveAcesso;
  const empresa = await empresaDaDistribuicao(ctx);
  if (!empresa || empresa.cnpj !== documento.cnpjInteressado) {
    throw AppError.unprocessable('O CNPJ da empresa mudou desde que esta nota foi recebida.');
  }
  const { cnpj } = empresa;
  const recebida = await findNotaCompleta(ctx.db, cnpj, chave);
  if (recebida && recebida.status !== XML_DISPONIVEL)
    throw AppError.conflict('O XML desta nota já foi recebido.');
  if (!recebida) await consultarPelaChave(ctx, empresa, chave);

  const completa = recebida ?? (await findNotaCompleta(ctx.db, cnpj, chave));
  if (completa?.status !== XML_DISPONIVEL) {
    throw AppError.unprocessable(
      'A SEFAZ ainda não disponibilizou o XML desta nota. Tente de novo em alguns minutos.',
    );
  }
  const { status, erro } = await importarDocumentoDistribuido(ctx, completa, caller);
  if (status === 'Importada') return { message: 'XML recebido da SEFAZ e nota importada com sucesso!' };
  if (status === 'Produtos não cadastrados') {
    return { message: 'XML recebido da SEFAZ. Cadastre os produtos da nota para importá-la.' };
  }
  return { message: `XML recebido da SEFAZ, mas a importação foi recusada: ${erro?.message ?? status}` };
}

/** consChNFe under the distribution lock; what comes is stored, a 656 blocks the next hour's queries. */
async function consultarPelaChave(
  ctx: AppContext,
  empresa: NonNullable<Awaited<ReturnType<typeof empresaDaDistribuicao>>>,
  chave: string,
) {
  const { cnpj } = empresa;
  await ctx.db.transaction(async (lock) => {
    if (!(await tryLockDistribuicao(lock, cnpj))) throw buscaEmAndamento();
    const estado = await findEstado(ctx.db, empresa);
    if (isConsumoIndevido(estado?.cStat) && isAguardando(estado.proximaConsultaEm, new Date())) {
      throw consumoIndevido(estado.proximaConsultaEm as Date);
    }
    const cliente = await empresa.conexao.clienteSefaz(empresa);
    const resposta = await comunicarComSefaz(() =>
      distribuicaoDFe(cliente, { interessado: cnpj, consulta: { chNFe: chave } }),
    );
    if (isConsumoIndevido(resposta.cStat)) {
      const agora = new Date();
      const proximaConsultaEm = proximaConsultaPermitida(resposta.cStat, agora) as Date;
      await saveEstado(ctx.db, {
        cnpj,
        ambiente: empresa.ambiente,
        ultNsu: estado?.ultNsu ?? ULT_NSU_INICIAL,
        maxNsu: null,
        ultimaConsultaEm: agora,
        proximaConsultaEm,
        cStat: resposta.cStat,
        xMotivo: resposta.xMotivo,
      });
      throw consumoIndevido(proximaConsultaEm);
    }
    if (isDocumentoLocalizado(resposta.cStat)) {
      await ctx.db.transaction((tx) =>
        guardarDocumentos(tx, empresa, resposta.documentos.map(lerDocumentoDistribuido), contagemVazia()),
      );
    } else if (!isNenhumDocumentoLocalizado(resposta.cStat)) {
      throw AppError.unprocessable('A SEFAZ recusou a consulta.', `${resposta.cStat} - ${resposta.xMotivo}`);
    }
  });
}
