import type { ContextoServico } from '../config.ts';
import { json, type Resposta } from '../http/resposta.ts';
import { cabecalho, erroSimples, gzipBase64 } from './resposta-sefin.ts';

/** Mensagens das respostas de consulta, como descritas no OpenAPI da Sefin Nacional. */
const CONSULTA = {
  chaveInvalida: {
    codigo: 'SIM_CHAVE_INVALIDA',
    descricao: 'A chave de acesso consultada deve conter 50 números.',
  },
  chaveInexistente: { codigo: 'SIM_CHAVE_INEXISTENTE', descricao: 'Chave de acesso não encontrada.' },
  semPermissao: {
    codigo: 'SIM_SEM_PERMISSAO',
    descricao: 'Consulta desta NFS-e não é permitida para este usuário.',
  },
  idDpsInvalido: { codigo: 'SIM_ID_DPS_INVALIDO', descricao: 'Identificador de DPS inválido' },
  dpsInexistente: {
    codigo: 'SIM_DPS_INEXISTENTE',
    descricao: 'Não foi gerada uma NFS-e com o identificador de DPS informado',
  },
  eventoInexistente: { codigo: 'SIM_EVENTO_INEXISTENTE', descricao: 'Nenhum evento encontrado para a NFS-e' },
} as const;

/** GET /nfse/{chaveAcesso}: só o prestador ou o tomador consultam (403 para os demais). */
export function consultarNfse(chaveAcesso: string, ctx: ContextoServico): Resposta {
  if (!/^[0-9]{50}$/.test(chaveAcesso)) return erroSimples(400, ctx, CONSULTA.chaveInvalida);
  const nfse = ctx.estado.dados.nfse[chaveAcesso];
  if (!nfse) return erroSimples(404, ctx, CONSULTA.chaveInexistente);
  if (ctx.cnpjTransmissor !== nfse.cnpjPrestador && ctx.cnpjTransmissor !== nfse.cnpjTomador) {
    return erroSimples(403, ctx, CONSULTA.semPermissao);
  }
  return json(200, { ...cabecalho(ctx), chaveAcesso, nfseXmlGZipB64: gzipBase64(nfse.nfseXml) });
}

/** GET|HEAD /dps/{id}: a chave da NFS-e gerada a partir da DPS; é como o cliente se recupera de um timeout. */
export function consultarDps(idDps: string, ctx: ContextoServico): Resposta {
  if (!/^DPS[0-9]{42}$/.test(idDps)) return erroSimples(400, ctx, CONSULTA.idDpsInvalido);
  const nfse = Object.values(ctx.estado.dados.nfse).find((n) => n.idDps === idDps);
  if (!nfse) return erroSimples(404, ctx, CONSULTA.dpsInexistente);
  return json(200, { ...cabecalho(ctx), idDps, chaveAcesso: nfse.chaveAcesso });
}

/** GET /nfse/{chave}/eventos/{tipoEvento}/{numSeqEvento}. */
export function consultarEvento(
  chaveAcesso: string,
  tipoEvento: string,
  numSeq: string,
  ctx: ContextoServico,
) {
  const evento = ctx.estado.dados.nfse[chaveAcesso]?.eventos.find(
    (e) => e.tipoEvento === tipoEvento && Number(e.nPedRegEvento) === Number(numSeq),
  );
  if (!evento) return erroSimples(404, ctx, CONSULTA.eventoInexistente);
  return json(200, { ...cabecalho(ctx), eventoXmlGZipB64: gzipBase64(evento.eventoXml) });
}
