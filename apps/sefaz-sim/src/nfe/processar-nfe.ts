import type { ContextoServico } from '../config.ts';
import type { NotaAutorizada } from '../estado/tipos.ts';
import { conferirAssinatura } from '../xml/conferir-assinatura.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { comNamespace } from '../xml/extrair-elementos.ts';
import { filho, lerXml } from '../xml/ler-xml.ts';
import { distribuir, resNFe } from './documentos-distribuidos.ts';
import { NFE_NS } from './ler-dados.ts';
import { isDvDaChaveMontadaCorreto, lerNFe } from './ler-nfe.ts';
import { type Resultado, resultado } from './motivos.ts';
import { protNFe } from './prot-nfe.ts';
import { conferirContingencia } from './regras-contingencia.ts';

const raizCnpj = (documento: string) => documento.slice(0, 8);

/**
 * Uma NF-e do lote, pelas regras do MOC na ordem em que a SEFAZ as aplica: ambiente, certificado e assinatura
 * (grupos E e F), chave de acesso (G), banco de dados (duplicidade, numeração) e, se tudo passar, autorização.
 * Devolve o protNFe (autorização ou rejeição). `nfeNoLote` é o texto da NFe como veio no lote.
 */
export function processarNFe(nfeNoLote: string, nRec: string, ctx: ContextoServico): string {
  const { estado, config, agora } = ctx;
  const nfeXml = comNamespace(nfeNoLote, NFE_NS);
  const raiz = filho(lerXml(nfeXml), 'NFe');
  const nfe = lerNFe(raiz ?? {});
  const dhRecbto = dataHoraBrasilia(agora);
  const base = { tpAmb: config.tpAmb, verAplic: config.verAplic, chNFe: nfe.chaveDoId, dhRecbto };
  const rejeitar = (r: Resultado, extras: { nProt?: string; digVal?: string } = {}) =>
    protNFe({ ...base, ...extras }, r);

  if (nfe.tpAmb !== config.tpAmb) return rejeitar(resultado('252'));
  const assinatura = conferirAssinatura(nfeXml, raiz ?? {}, nfe.id, agora);
  if ('cStat' in assinatura) return rejeitar(assinatura);
  // F03: CNPJ-base do emitente x certificado da assinatura; e a regra do simulador com o de transmissão.
  if (raizCnpj(nfe.emitente) !== raizCnpj(assinatura.cnpjSignatario)) return rejeitar(resultado('213'));
  if (config.emitenteDeveSerTransmissor && raizCnpj(nfe.emitente) !== raizCnpj(ctx.cnpjTransmissor)) {
    return rejeitar(resultado('213'));
  }
  if (nfe.chaveDoId !== nfe.chaveMontada) return rejeitar(resultado('502'));
  if (!isDvDaChaveMontadaCorreto(nfe.chaveMontada)) return rejeitar(resultado('253'));
  const contingencia = conferirContingencia(nfe, ctx.autorizador, agora);
  if (contingencia) return rejeitar(contingencia);

  const mesmaChave = estado.nota(nfe.chaveDoId);
  if (mesmaChave) {
    const complemento = `[nRec:${mesmaChave.nRec}]`;
    if (mesmaChave.situacao === 'cancelada') return rejeitar(resultado('218', complemento));
    if (mesmaChave.situacao === 'denegada') return rejeitar(resultado('205', complemento));
    // 2B08-20, observação 2: com o mesmo DigestValue, a UF pode devolver o protocolo da autorização original.
    const original =
      mesmaChave.digVal === assinatura.digestValue
        ? { nProt: mesmaChave.nProt, digVal: mesmaChave.digVal }
        : {};
    return rejeitar(resultado('204', complemento), original);
  }
  const mesmoNumero = estado.notaComMesmoNumero(nfe.emitente, nfe.mod, nfe.serie, nfe.nNF);
  if (mesmoNumero) {
    return rejeitar(resultado('539', `[chNFe:${mesmoNumero.chNFe}][nRec:${mesmoNumero.nRec}]`));
  }
  if (estado.inutilizacaoDoNumero(nfe.emitente, nfe.mod, nfe.serie, Number(nfe.nNF))) {
    return rejeitar(resultado('206'));
  }

  const nProt = estado.proximoProtocolo(nfe.cUF, agora);
  // Uso denegado (302): a nota fica registrada, com protocolo, e a numeração não pode ser reaproveitada.
  const denegada =
    nfe.destinatario !== undefined && config.destinatariosIrregulares.includes(nfe.destinatario);
  const protocolo = protNFe(
    { ...base, nProt, digVal: assinatura.digestValue },
    resultado(denegada ? '302' : '100'),
  );
  const nota: NotaAutorizada = {
    chNFe: nfe.chaveDoId,
    cnpjEmitente: nfe.emitente,
    isEmitenteCpf: nfe.isEmitenteCpf,
    xNomeEmitente: nfe.xNomeEmitente,
    ieEmitente: nfe.ieEmitente,
    cUF: nfe.cUF,
    mod: nfe.mod,
    serie: nfe.serie,
    nNF: nfe.nNF,
    dhEmi: nfe.dhEmi,
    tpNF: nfe.tpNF,
    vNF: nfe.vNF,
    destinatario: nfe.destinatario,
    nProt,
    digVal: assinatura.digestValue,
    dhRecbto,
    nRec,
    situacao: denegada ? 'denegada' : 'autorizada',
    ...(ctx.autorizador ? { autorizador: ctx.autorizador } : {}),
    nfeXml,
    protNFeXml: protocolo,
    eventos: [],
  };
  estado.dados.notas[nota.chNFe] = nota;
  // O Ambiente Nacional passa a oferecer o resumo da nota ao destinatário (NFeDistribuicaoDFe).
  if (nota.destinatario) distribuir(estado, nota.destinatario, 'resNFe_v1.01.xsd', resNFe(nota), nota.chNFe);
  return protocolo;
}
