import { X509Certificate } from 'node:crypto';
import { cnpjDoCertificado } from '@erp/fiscal/certificado';
import { validarXml } from '@erp/fiscal/nfe';
import { assinarXml, type ChaveAssinatura, el, grupo, verificarAssinatura } from '@erp/fiscal/xml';
import forge from 'node-forge';
import type { ContextoServico } from '../config.ts';
import { json, type Resposta } from '../http/resposta.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { atributo, filho, lerXml, type NoXml, texto } from '../xml/ler-xml.ts';
import {
  cabecalho,
  descompactar,
  ERROS_RECEPCAO,
  erroSimples,
  gzipBase64,
  type MensagemSefin,
  NFSE_NS,
} from './resposta-sefin.ts';

const CANCELAMENTO = '101101';

/**
 * As regras dos eventos da NFS-e estão no anexo II do leiaute, que não faz parte do material de referência
 * (../shared/fiscal/nfse/manuals). Para não inventar códigos oficiais, o simulador usa códigos próprios,
 * prefixados com SIM.
 */
const ERROS_EVENTO = {
  id: {
    codigo: 'SIM_EVT_ID',
    descricao: 'Id do pedido difere de "PRE" + chave + tipo do evento + nPedRegEvento.',
  },
  chave: { codigo: 'SIM_EVT_CHAVE', descricao: 'A chave do pedido difere da chave do endereço.' },
  ambiente: {
    codigo: 'SIM_EVT_AMBIENTE',
    descricao: 'Ambiente informado diverge do ambiente de recebimento.',
  },
  assinatura: {
    codigo: 'SIM_EVT_ASSINATURA',
    descricao: 'Pedido de registro de evento com erro na assinatura.',
  },
  inexistente: {
    codigo: 'SIM_EVT_INEXISTENTE',
    descricao: 'NFS-e não existe na base de dados do Sistema Nacional.',
  },
  autor: { codigo: 'SIM_EVT_AUTOR', descricao: 'O autor do cancelamento deve ser o emitente da NFS-e.' },
  cancelada: { codigo: 'SIM_EVT_CANCELADA', descricao: 'NFS-e já cancelada.' },
  tipo: { codigo: 'SIM_EVT_TIPO', descricao: 'Tipo de evento não suportado pelo simulador (só e101101).' },
} as const satisfies Record<string, MensagemSefin>;

function cnpjDaAssinatura(raiz: NoXml, agora: Date): string | undefined {
  const base64 = texto(filho(raiz, 'Signature'), 'KeyInfo/X509Data/X509Certificate');
  try {
    const cert = new X509Certificate(Buffer.from((base64 ?? '').replace(/\s/g, ''), 'base64'));
    if (agora < new Date(cert.validFrom) || agora > new Date(cert.validTo)) return undefined;
    return cnpjDoCertificado(forge.pki.certificateFromPem(cert.toString()));
  } catch {
    return undefined;
  }
}

/**
 * POST /SefinNacional/nfse/{chave}/eventos: pedido de registro de evento (gzip + base64). O simulador registra o
 * cancelamento (e101101) do prestador e devolve o evento assinado (201).
 */
export function registrarEventoNfse(
  chaveDoCaminho: string,
  corpo: string,
  ctx: ContextoServico,
  assinante: ChaveAssinatura,
): Resposta {
  let pedido: { pedidoRegistroEventoXmlGZipB64?: unknown };
  try {
    pedido = JSON.parse(corpo) as typeof pedido;
  } catch {
    return erroSimples(400, ctx, ERROS_RECEPCAO.malFormado);
  }
  const pedidoXml = descompactar(pedido?.pedidoRegistroEventoXmlGZipB64);
  if (pedidoXml === undefined) return erroSimples(400, ctx, ERROS_RECEPCAO.base64);
  let raiz: NoXml | undefined;
  try {
    raiz = filho(lerXml(pedidoXml), 'pedRegEvento');
  } catch {
    return erroSimples(400, ctx, ERROS_RECEPCAO.malFormado);
  }
  const validacao = validarXml(pedidoXml, 'pedRegEvento');
  if (!raiz || !validacao.valido) {
    return erroSimples(400, ctx, {
      ...ERROS_RECEPCAO.schema,
      complemento: validacao.erros[0]?.mensagem ?? '',
    });
  }
  const inf = filho(raiz, 'infPedReg');
  const chNFSe = texto(inf, 'chNFSe') ?? '';
  const nPedRegEvento = texto(inf, 'nPedRegEvento') ?? '';
  const tipoEvento =
    Object.keys(inf ?? {})
      .find((nome) => /^e[0-9]{6}$/.test(nome))
      ?.slice(1) ?? '';
  if (tipoEvento !== CANCELAMENTO) return erroSimples(400, ctx, ERROS_EVENTO.tipo);
  if (atributo(inf, 'Id') !== `PRE${chNFSe}${tipoEvento}${nPedRegEvento.padStart(3, '0')}`) {
    return erroSimples(400, ctx, ERROS_EVENTO.id);
  }
  if (chNFSe !== chaveDoCaminho) return erroSimples(400, ctx, ERROS_EVENTO.chave);
  if (texto(inf, 'tpAmb') !== ctx.config.tpAmb) return erroSimples(400, ctx, ERROS_EVENTO.ambiente);
  const signatario = cnpjDaAssinatura(raiz, ctx.agora);
  if (!signatario || !verificarAssinatura(pedidoXml).valida)
    return erroSimples(400, ctx, ERROS_EVENTO.assinatura);
  const nfse = ctx.estado.dados.nfse[chNFSe];
  if (!nfse) return erroSimples(400, ctx, ERROS_EVENTO.inexistente);
  const autor = texto(inf, 'CNPJAutor') ?? texto(inf, 'CPFAutor');
  if (autor !== nfse.cnpjPrestador || signatario.slice(0, 8) !== nfse.cnpjPrestador.slice(0, 8)) {
    return erroSimples(400, ctx, ERROS_EVENTO.autor);
  }
  if (nfse.situacao === 'cancelada') return erroSimples(400, ctx, ERROS_EVENTO.cancelada);

  ctx.estado.dados.sequencias.nDFSe += 1;
  const dhProc = dataHoraBrasilia(ctx.agora);
  const nPed = nPedRegEvento.padStart(3, '0');
  const infEvento = grupo(
    'infEvento',
    [
      el('verAplic', ctx.config.verAplic),
      el('ambGer', '2'),
      el('nSeqEvento', String(nfse.eventos.length + 1)),
      el('dhProc', dhProc),
      el('nDFe', String(ctx.estado.dados.sequencias.nDFSe)),
      pedidoXml.replace(/^<\?xml[^>]*\?>\s*/, ''),
    ],
    { Id: `EVT${chNFSe}${tipoEvento}${nPed}` },
  );
  const eventoXml = assinarXml(`<evento xmlns="${NFSE_NS}" versao="1.01">${infEvento}</evento>`, assinante, {
    pai: 'evento',
    elemento: 'infEvento',
  });
  nfse.situacao = 'cancelada';
  nfse.eventos.push({ tipoEvento, nPedRegEvento: nPed, eventoXml, dhProc });
  ctx.estado.salvar();
  return json(201, { ...cabecalho(ctx), eventoXmlGZipB64: gzipBase64(eventoXml) });
}
