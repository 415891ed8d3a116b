import { X509Certificate } from 'node:crypto';
import { cnpjDoCertificado } from '@erp/fiscal/certificado';
import { Decimal } from '@erp/fiscal/decimal';
import { isCnpjValido, isCpfValido } from '@erp/fiscal/documentos';
import { validarXml } from '@erp/fiscal/nfe';
import { type ChaveAssinatura, verificarAssinatura } from '@erp/fiscal/xml';
import forge from 'node-forge';
import type { ContextoServico } from '../config.ts';
import { json, type Resposta } from '../http/resposta.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { filho, lerXml, type NoXml, texto } from '../xml/ler-xml.ts';
import { calcularValores, gerarNfse } from './gerar-nfse.ts';
import { type CamposDps, idEsperadoDps, lerDps } from './ler-dps.ts';
import {
  cabecalho,
  descompactar,
  ERROS_RECEPCAO,
  erroDps,
  gzipBase64,
  type MensagemSefin,
} from './resposta-sefin.ts';

/** Regras do anexo I (aba "RN DPS_NFS-e"), com o código e a mensagem oficiais. */
const REGRAS = {
  E0004: 'Conteúdo do identificador informado na DPS difere da concatenação dos campos correspondentes.',
  E0006: 'Ambiente informado diverge do ambiente de recebimento para o qual o emitente enviou a DPS.',
  E0008:
    'A data e hora de emissão da DPS deve ser anterior ou igual à data do seu processamento (dhProc) pelo Sistema Nacional NFS-e.',
  E0014:
    'Conjunto de Série, Número, Código do Município Emissor e CNPJ/CPF informado nesta DPS já existe em uma NFS-e gerada a partir de uma DPS enviada anteriormente.',
  E0015: 'A data de competência informada na DPS não pode ser posterior à data de emissão (dhEmi) da DPS.',
  E0080: 'CNPJ do prestador informado na DPS é inválido.',
  E0096: 'CPF do prestador informado na DPS é inválido.',
  E0160:
    'No mês de competência da NFS-e, a opção de situação perante o Simples Nacional, do prestador, informada na DPS não está de acordo com o cadastro Simples Nacional.',
  E0190: 'CNPJ do tomador não encontrado no cadastro CNPJ.',
  E0207: 'CPF do tomador não encontrado no cadastro CPF.',
  E0427:
    'O valor do serviço deve ser maior ou igual ao somatório dos valores informados para Desconto Incondicionado, Deduções/Reduções e Benefício Municipal.',
  E0714: 'Arquivo enviado com erro na assinatura.',
  E0715: 'Certificado Digital da assinatura inválido.',
  E0716: 'Certificado Digital fora do padrão estabelecido.',
  E0717: 'A assinatura é obrigatória quando for enviado para o Web Service.',
  E0718: 'A assinatura deve ser feita com o certificado digital do emitente da DPS.',
  E1508: 'O valor líquido da NFS-e não pode ser inferior a zero.',
  E9996: 'Nesta versão da aplicação, não é permitida a emissão de NFS-e pelo tomador ou intermediário.',
} as const;

const regra = (codigo: keyof typeof REGRAS, complemento?: string): MensagemSefin => ({
  codigo,
  descricao: REGRAS[codigo],
  ...(complemento ? { complemento } : {}),
});

/** E0714 a E0718: assinatura da DPS, o seu certificado e o autor (o prestador, quando ele é o emitente). */
function conferirAssinaturaDps(
  dpsXml: string,
  raiz: NoXml,
  dps: CamposDps,
  agora: Date,
): MensagemSefin | undefined {
  const base64 = texto(filho(raiz, 'Signature'), 'KeyInfo/X509Data/X509Certificate');
  if (!filho(raiz, 'Signature')) return regra('E0717');
  let cnpj: string | undefined;
  try {
    const cert = new X509Certificate(Buffer.from((base64 ?? '').replace(/\s/g, ''), 'base64'));
    if (cert.ca || agora < new Date(cert.validFrom) || agora > new Date(cert.validTo)) return regra('E0715');
    cnpj = cnpjDoCertificado(forge.pki.certificateFromPem(cert.toString()));
  } catch {
    return regra('E0715');
  }
  if (!cnpj) return regra('E0716');
  // A Sefin aceita o perfil SHA-1 do MOC e o SHA-256 que ela mesma usa.
  if (!verificarAssinatura(dpsXml).valida) return regra('E0714');
  if (dps.tipoInscricao === '2' && cnpj.slice(0, 8) !== dps.documentoPrestador.slice(0, 8))
    return regra('E0718');
  return undefined;
}

/** Regras de negócio da recepção da DPS, na ordem do anexo. */
function conferirDps(dps: CamposDps, ctx: ContextoServico): MensagemSefin | undefined {
  if (dps.id !== idEsperadoDps(dps)) return regra('E0004');
  if (dps.tpAmb !== ctx.config.tpAmb) return regra('E0006');
  if (Date.parse(dps.dhEmi) > ctx.agora.getTime()) return regra('E0008');
  if (dps.dCompet > dps.dhEmi.slice(0, 10)) return regra('E0015');
  if (dps.tpEmit !== '1') return regra('E9996');
  if (dps.tipoInscricao === '2' && !isCnpjValido(dps.documentoPrestador)) return regra('E0080');
  if (dps.tipoInscricao === '1' && !isCpfValido(dps.documentoPrestador)) return regra('E0096');
  if (dps.opSimpNac !== '1' && ctx.config.naoOptantesSimplesNacional.includes(dps.documentoPrestador)) {
    return regra('E0160');
  }
  const tomador = dps.documentoTomador;
  if (tomador && ctx.config.tomadoresNaoCadastrados.includes(tomador)) {
    return regra(tomador.length === 11 ? 'E0207' : 'E0190');
  }
  if (new Decimal(dps.vServ).lt(new Decimal(dps.vDescIncond ?? 0).plus(dps.vDR ?? 0))) return regra('E0427');
  if (calcularValores(dps).vLiq.startsWith('-')) return regra('E1508');
  return undefined;
}

/**
 * POST /SefinNacional/nfse: recebe a DPS (gzip + base64), valida schema, assinatura e regras, e gera a NFS-e de
 * forma síncrona (201). A mesma DPS (série, número, município e inscrição) de novo recebe E0014.
 */
export function emitirNfse(corpo: string, ctx: ContextoServico, assinante: ChaveAssinatura): Resposta {
  let pedido: { dpsXmlGZipB64?: unknown };
  try {
    pedido = JSON.parse(corpo) as typeof pedido;
  } catch {
    return erroDps(400, ctx, ERROS_RECEPCAO.malFormado);
  }
  const dpsXml = descompactar(pedido?.dpsXmlGZipB64);
  if (dpsXml === undefined) return erroDps(400, ctx, ERROS_RECEPCAO.base64);
  let raiz: NoXml | undefined;
  try {
    raiz = filho(lerXml(dpsXml), 'DPS');
  } catch {
    return erroDps(400, ctx, ERROS_RECEPCAO.malFormado);
  }
  const validacao = validarXml(dpsXml, 'dps');
  if (!raiz || !validacao.valido) {
    return erroDps(400, ctx, {
      ...ERROS_RECEPCAO.schema,
      complemento: validacao.erros[0]?.mensagem ?? 'DPS ausente.',
    });
  }
  const dps = lerDps(raiz);
  const erro = conferirAssinaturaDps(dpsXml, raiz, dps, ctx.agora) ?? conferirDps(dps, ctx);
  if (erro) return erroDps(400, ctx, erro, dps.id);

  const chaveDps = `${dps.serie.padStart(5, '0')}|${dps.nDPS.padStart(15, '0')}|${dps.cLocEmi}|${dps.inscricao}`;
  if (Object.values(ctx.estado.dados.nfse).some((n) => n.chaveDps === chaveDps)) {
    return erroDps(400, ctx, regra('E0014'), dps.id);
  }
  const nfse = gerarNfse(dpsXml, dps, ctx, assinante);
  ctx.estado.dados.nfse[nfse.chaveAcesso] = {
    chaveAcesso: nfse.chaveAcesso,
    idDps: dps.id,
    cnpjPrestador: dps.documentoPrestador,
    cnpjTomador: dps.documentoTomador,
    chaveDps,
    nfseXml: nfse.xml,
    dhProc: dataHoraBrasilia(ctx.agora),
    situacao: 'normal',
    eventos: [],
  };
  ctx.estado.salvar();
  return json(201, {
    ...cabecalho(ctx),
    idDps: dps.id,
    chaveAcesso: nfse.chaveAcesso,
    nfseXmlGZipB64: gzipBase64(nfse.xml),
    alertas: [],
  });
}
