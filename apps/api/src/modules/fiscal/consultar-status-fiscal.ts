import type { TStatusFiscal } from '@erp/contracts/status-fiscal';
import { isSiglaUF } from '@erp/fiscal/documentos';
import { urlSefinNacional } from '@erp/fiscal/nfse';
import { consultarStatusServico, SefazTransporteError, urlDoServico } from '@erp/fiscal/sefaz';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { anotarStatusDoAutorizador } from './autorizador-sem-resposta.ts';
import type { ConexaoFiscal, EmpresaFiscal } from './conexao-fiscal.ts';

type StatusServico = TStatusFiscal['nfe'];
type Resposta = Pick<StatusServico, 'cStat' | 'xMotivo'>;

// A DPS id that cannot exist (its number is zero): the Sefin answers 'not found', which proves that the
// connection, the mutual TLS with the company's A1 and the API are working. The Sefin has no status service.
const DPS_INEXISTENTE = `DPS${'0'.repeat(42)}`;

/** One call, timed; a failure (no certificate, timeout, TLS refused) is an answer too, with its reason. */
async function medir(url: () => string, chamada: () => Promise<Resposta>): Promise<StatusServico> {
  const inicio = performance.now();
  const ms = () => Math.round(performance.now() - inicio);
  try {
    const resposta = await chamada();
    return { ...resposta, url: url(), ms: ms() };
  } catch (erro) {
    return {
      cStat: null,
      xMotivo: erro instanceof Error ? erro.message : String(erro),
      url: url(),
      ms: ms(),
    };
  }
}

/** The answer (or the silence) of the autorizador is also news for the next drafts (autorizador-sem-resposta.ts). */
function statusNfe(db: Database, conexao: ConexaoFiscal, empresa: EmpresaFiscal): Promise<StatusServico> {
  const destino = { servico: 'NFeStatusServico4', tpAmb: conexao.tpAmb, orgao: empresa.uf } as const;
  const autorizador = { ambiente: conexao.modo, uf: empresa.uf };
  let url = urlDoServico({ ...destino, ...(conexao.sefazOrigem ? { origem: conexao.sefazOrigem } : {}) });
  return medir(
    () => url,
    async () => {
      const cliente = await conexao.clienteSefaz(empresa);
      if (cliente.baseUrl !== undefined) url = urlDoServico({ ...destino, baseUrl: cliente.baseUrl });
      let retorno: Awaited<ReturnType<typeof consultarStatusServico>>;
      try {
        retorno = await consultarStatusServico(cliente);
      } catch (erro) {
        if (erro instanceof SefazTransporteError) await anotarStatusDoAutorizador(db, autorizador, erro);
        throw erro;
      }
      await anotarStatusDoAutorizador(db, autorizador, retorno);
      return { cStat: retorno.cStat, xMotivo: retorno.xMotivo };
    },
  );
}

async function statusNfse(ctx: AppContext, conexao: ConexaoFiscal, empresa: EmpresaFiscal) {
  const url =
    conexao.modo === 'simulacao'
      ? `${(await ctx.fiscal.simulacao.simulador()).url}/SefinNacional`
      : urlSefinNacional(conexao.tpAmb, conexao.sefinOrigem);
  return medir(
    () => `${url}/dps/${DPS_INEXISTENTE}`,
    async () => {
      const resposta = await (await conexao.clienteSefin(empresa)).consultarDps(DPS_INEXISTENTE);
      const motivo = resposta.encontrada ? undefined : resposta.erros[0]?.descricao;
      return { cStat: String(resposta.status), xMotivo: motivo ?? 'Serviço em operação.' };
    },
  );
}

/**
 * 'Testar comunicação': NFeStatusServico4 of the company's autorizador and a query at the Sefin Nacional, in
 * the environment new documents go to, with the endpoint used and the round trip.
 */
export async function consultarStatusFiscal(ctx: AppContext): Promise<TStatusFiscal> {
  const dados = await findEmpresa(ctx.db);
  if (!dados?.cnpj || !dados.uf || !isSiglaUF(dados.uf)) {
    throw AppError.unprocessable(
      'Cadastre o CNPJ e a UF da empresa em Dados da Empresa antes de testar a comunicação.',
    );
  }
  const empresa = { cnpj: dados.cnpj, razaoSocial: dados.razaoSocial, uf: dados.uf };
  const conexao = await ctx.fiscal.atual();
  const [nfe, nfse] = await Promise.all([
    statusNfe(ctx.db, conexao, empresa),
    statusNfse(ctx, conexao, empresa),
  ]);
  return { nfe, nfse };
}
