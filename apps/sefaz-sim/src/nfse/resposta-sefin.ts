import { gunzipSync, gzipSync } from 'node:zlib';
import type { ContextoServico } from '../config.ts';
import { json, type Resposta } from '../http/resposta.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';

export const NFSE_NS = 'http://www.sped.fazenda.gov.br/nfse';

/** MensagemProcessamento da API (codigo do anexo I do leiaute, descrição e complemento). */
export interface MensagemSefin {
  codigo: string;
  descricao: string;
  complemento?: string;
}

/** Campos comuns a toda resposta da Sefin Nacional. */
export function cabecalho(ctx: ContextoServico) {
  return {
    tipoAmbiente: Number(ctx.config.tpAmb),
    versaoAplicativo: ctx.config.verAplic,
    dataHoraProcessamento: dataHoraBrasilia(ctx.agora),
  };
}

/** NFSePostResponseErro (POST /nfse): lista de erros. */
export function erroDps(status: number, ctx: ContextoServico, erro: MensagemSefin, idDPS?: string): Resposta {
  return json(status, { ...cabecalho(ctx), ...(idDPS ? { idDPS } : {}), erros: [erro] });
}

/** ResponseErro (consultas e eventos): um erro. */
export function erroSimples(status: number, ctx: ContextoServico, erro: MensagemSefin): Resposta {
  return json(status, { ...cabecalho(ctx), erro });
}

export function gzipBase64(xml: string): string {
  return gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
}

/** Desfaz o base64 + gzip da área de dados; undefined se não for base64 de um gzip. */
export function descompactar(base64: unknown): string | undefined {
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  try {
    return gunzipSync(Buffer.from(base64, 'base64'), { maxOutputLength: 2 * 1024 * 1024 }).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Erros da recepção sem código no anexo I (aba RN_RECEPCAO_DPS, regras "EM ANÁLISE"): o simulador os identifica
 * pela linha da tabela, para que se possa achar a regra, sem inventar um código oficial.
 */
export const ERROS_RECEPCAO = {
  base64: { codigo: 'RN_RECEPCAO_13', descricao: 'Falha na decodificação da base 64 da área de dados' },
  malFormado: { codigo: 'RN_RECEPCAO_14', descricao: 'Estrutura descompactada mal formada.' },
  schema: { codigo: 'RN_RECEPCAO_19', descricao: 'Falha no esquema XML do DF-e.' },
  paralisado: { codigo: 'RN_RECEPCAO_11', descricao: 'Serviço paralisado para manutenção' },
} as const satisfies Record<string, MensagemSefin>;
