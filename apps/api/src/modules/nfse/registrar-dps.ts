import {
  calcularValoresNfse,
  conferirDeducoes,
  NBS_INDUSTRIALIZACAO_POR_ENCOMENDA,
  type ZEmitirNfse,
} from '@erp/contracts/nfse';
import { dataHoraBrasilia, hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { assinarDPS, DpsInvalidaError, montarDps, validarDps } from '@erp/fiscal/nfse';
import type { ChaveAssinatura } from '@erp/fiscal/xml';
import type { z } from 'zod';
import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { updateEmpresa } from '../empresa/empresa.repository.ts';
import type { ConexaoFiscal } from '../fiscal/conexao-fiscal.ts';
import { DONO_DO_ENVIO } from '../fiscal/dono-do-envio.ts';
import { DURACAO_ENVIO_SEGUNDOS } from './envio-nfse.ts';
import { type EmpresaPrestadora, montarEntradaDps } from './montar-entrada-dps.ts';
import {
  findCliente,
  findNotaFiscal,
  findServico,
  insertNotaServico,
  proximoNumeroDps,
} from './nfse.repository.ts';

export type EmitirNfse = z.output<typeof ZEmitirNfse>;
type Ambiente = Pick<ConexaoFiscal, 'modo' | 'tpAmb'>;

function invalido(campo: string, mensagem: string): never {
  throw AppError.validation(mensagem, [{ campo, mensagem }]);
}

async function referenciaNfe(tx: Database, input: EmitirNfse) {
  if (input.id_nfe_referencia === undefined) return undefined;
  const nfe = await findNotaFiscal(tx, input.id_nfe_referencia);
  if (!nfe) throw AppError.unprocessable('NF-e de referência não encontrada.');
  if (nfe.idCliente !== input.id_cliente) {
    throw AppError.unprocessable('A NF-e de referência é de outro cliente.');
  }
  if (nfe.status !== 'Autorizada') {
    throw AppError.unprocessable('A NF-e de referência precisa estar autorizada.');
  }
  return nfe;
}

/**
 * The dates, the tomador, the service and the referenced NF-e, and the NFS-e's values as the Sefin will compute
 * them (calcularValoresNfse, the screen's own calculation), refused before anything is numbered.
 */
async function conferirEmissao(tx: Database, input: EmitirNfse, aliquotaIss: string | undefined) {
  const hoje = hojeEmBrasilia();
  if (input.data_competencia > hoje) {
    invalido('data_competencia', 'A data de competência não pode ser posterior à data de emissão.');
  }
  if (input.data_vencimento < hoje) {
    invalido('data_vencimento', 'A data de vencimento não pode ser anterior à data de emissão.');
  }
  const cliente = await findCliente(tx, input.id_cliente);
  if (!cliente) throw AppError.unprocessable('Tomador não encontrado.');
  const servico = await findServico(tx, input.id_servico);
  if (!servico) throw AppError.unprocessable('Serviço não encontrado.');
  const nfe = await referenciaNfe(tx, input);
  const retencoes = Object.fromEntries(
    Object.entries(input.retencoes).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const entrada = {
    quantidade: input.quantidade,
    preco_kg: servico.preco,
    valor_servico: input.valor_servico,
    valor_deducoes: input.valor_deducoes,
    aliquota_iss: aliquotaIss ?? servico.aliquotaIss,
    iss_retido: input.iss_retido,
    retencoes,
  };
  // By weight the service value is known only now (kg x the service's price): the Sefin's E0427, said first.
  const deducoesAcima = conferirDeducoes(entrada);
  if (deducoesAcima) invalido('valor_deducoes', deducoesAcima);
  const valores = calcularValoresNfse(entrada);
  if (!valores) throw AppError.unprocessable('O valor do serviço deve ser maior que zero.');
  return { cliente, servico, nfe, retencoes, valores };
}

type Conferida = Awaited<ReturnType<typeof conferirEmissao>>;

/** The DPS's série and next number; the number Dados da Empresa shows is the company's real one. */
async function numerarDps(tx: Database, empresa: EmpresaPrestadora, ambiente: Ambiente) {
  const serie = empresa.row.nfseSerie;
  const numero = await proximoNumeroDps(
    tx,
    { cnpj: empresa.cnpj, ambiente: ambiente.modo, serie },
    empresa.row.nfseProximoNumero,
  );
  // Homologação numbers on its own.
  if (ambiente.modo !== 'homologacao') await updateEmpresa(tx, { nfseProximoNumero: numero + 1 });
  return { serie, numero };
}

/** Builds the DPS, signs it and validates it against the official schema (with the signature). */
function montarEAssinarDps(entrada: Parameters<typeof montarEntradaDps>[0], certificado: ChaveAssinatura) {
  let dps: ReturnType<typeof montarDps>;
  try {
    dps = montarDps(montarEntradaDps(entrada));
  } catch (error) {
    if (error instanceof DpsInvalidaError) {
      throw AppError.unprocessable(
        'A DPS não pode ser montada.',
        error.problemas.map((p) => (p.codigo ? `${p.codigo} - ${p.mensagem}` : p.mensagem)).join(' '),
      );
    }
    throw error;
  }
  const assinada = assinarDPS(dps.xml, certificado);
  const validacao = validarDps(assinada, { exigirAssinatura: true });
  if (!validacao.valido) {
    throw AppError.unprocessable(
      'A DPS gerada não passou na validação do schema da NFS-e Nacional.',
      validacao.erros.map((e) => `${e.codigo ? `${e.codigo} ` : ''}${e.campo}: ${e.mensagem}`).join('; '),
    );
  }
  return { id: dps.id, xml: assinada };
}

/** The DPS as it was numbered and signed, with what the NFS-e row keeps of the request. */
type DpsAssinada = {
  input: EmitirNfse;
  conferida: Conferida;
  empresa: EmpresaPrestadora;
  ambiente: Ambiente;
  serie: number;
  numero: number;
  codigoNbs: string;
  agora: Date;
  dps: ReturnType<typeof montarEAssinarDps>;
};

/** The signed DPS stored 'Processando' with its sending lease already taken, and its audit row. */
async function gravarDps(tx: Database, d: DpsAssinada, caller: Caller) {
  const { input, conferida, empresa, ambiente, serie, numero, dps } = d;
  const { cliente, servico, nfe, valores } = conferida;
  const id = await insertNotaServico(tx, {
    idempotencyKey: input.idempotency_key,
    idCliente: cliente.id,
    idServico: servico.id,
    idNotaFiscal: nfe?.id ?? null,
    quantidadeKg: input.quantidade ?? null,
    precoKg: input.quantidade !== undefined ? servico.preco : null,
    codigoNbs: d.codigoNbs,
    dataCompetencia: input.data_competencia,
    dataVencimento: input.data_vencimento,
    discriminacao: input.discriminacao,
    issRetido: input.iss_retido,
    aliquotaIss: valores.aliquota_iss,
    aliquotaPis: input.retencoes.pis ?? null,
    aliquotaCofins: input.retencoes.cofins ?? null,
    aliquotaCsll: input.retencoes.csll ?? null,
    aliquotaIrrf: input.retencoes.irrf ?? null,
    aliquotaInss: input.retencoes.inss ?? null,
    valorServico: valores.valor_servico,
    valorDeducoes: valores.valor_deducoes,
    valorBaseCalculo: valores.valor_base_calculo,
    valorIss: valores.valor_iss,
    valorPis: valores.valor_pis,
    valorCofins: valores.valor_cofins,
    valorCsll: valores.valor_csll,
    valorIrrf: valores.valor_irrf,
    valorInss: valores.valor_inss,
    valorRetencoes: valores.valor_retencoes,
    valorLiquido: valores.valor_liquido,
    status: 'Processando',
    cnpjPrestador: empresa.cnpj,
    serieDps: serie,
    numeroDps: numero,
    idDps: dps.id,
    tpAmb: ambiente.tpAmb,
    ambiente: ambiente.modo,
    dataEmissao: d.agora,
    xmlDps: dps.xml,
    envioAte: new Date(d.agora.getTime() + DURACAO_ENVIO_SEGUNDOS * 1000),
    envioPor: DONO_DO_ENVIO,
    idUsuario: caller.userId,
  });
  await auditarEvento(tx, caller, {
    acao: 'NFSE_ENVIADA',
    entidade: 'notas_servico',
    idEntidade: id,
    detalhes: { serie, numero, id_dps: dps.id },
  });
  return id;
}

/**
 * Numbers, builds, signs and validates the DPS against the official schema and stores it 'Processando' with the
 * sending lease already taken, in the caller's transaction: the DPS exists in the database before it leaves, and a
 * refusal here gives the number back.
 */
export async function registrarDps(
  tx: Database,
  input: EmitirNfse,
  empresa: EmpresaPrestadora,
  certificado: ChaveAssinatura,
  ambiente: Ambiente,
  caller: Caller,
  /** The ISS rate the NFS-e will apply (aliquotaIssDaNfse); the service's when not given. */
  aliquotaIss?: string,
) {
  const conferida = await conferirEmissao(tx, input, aliquotaIss);
  const { serie, numero } = await numerarDps(tx, empresa, ambiente);
  const agora = new Date();
  const codigoNbs = input.codigo_nbs ?? NBS_INDUSTRIALIZACAO_POR_ENCOMENDA;
  const dps = montarEAssinarDps(
    {
      empresa,
      cliente: conferida.cliente,
      servico: conferida.servico,
      serie,
      numero,
      dhEmi: dataHoraBrasilia(agora),
      tpAmb: ambiente.tpAmb,
      dataCompetencia: input.data_competencia,
      discriminacao: input.discriminacao,
      codigoNbs,
      quantidade: input.quantidade,
      valorServico: input.valor_servico,
      valorDeducoes: input.valor_deducoes,
      issRetido: input.iss_retido,
      retencoes: conferida.retencoes,
      nfeReferencia: conferida.nfe,
    },
    certificado,
  );
  const d = { input, conferida, empresa, ambiente, serie, numero, codigoNbs, agora, dps };
  return gravarDps(tx, d, caller);
}
