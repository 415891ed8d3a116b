import { gzipSync } from 'node:zlib';
import { el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import type { DocumentoDistribuido } from '../estado/tipos.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { texto } from '../xml/ler-xml.ts';
import { lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import type { ServicoNFe } from './servico-nfe.ts';

/** Cada resposta leva no máximo 50 documentos (loteDistDFeInt). */
const POR_RESPOSTA = 50;

const nsu15 = (nsu: number) => String(nsu).padStart(15, '0');

function docZip(documento: DocumentoDistribuido): string {
  const conteudo = gzipSync(Buffer.from(documento.xml, 'utf8')).toString('base64');
  return el('docZip', conteudo, { NSU: nsu15(documento.nsu), schema: documento.schema });
}

function retDistDFeInt(
  r: Resultado,
  ctx: ContextoServico,
  ultNSU: number,
  maxNSU: number,
  documentos: DocumentoDistribuido[] = [],
): string {
  return grupo(
    'retDistDFeInt',
    [
      el('tpAmb', ctx.config.tpAmb),
      el('verAplic', ctx.config.verAplic),
      el('cStat', r.cStat),
      el('xMotivo', r.xMotivo),
      el('dhResp', dataHoraBrasilia(ctx.agora)),
      el('ultNSU', nsu15(ultNSU)),
      el('maxNSU', nsu15(maxNSU)),
      documentos.length > 0 ? grupo('loteDistDFeInt', documentos.map(docZip)) : undefined,
    ],
    { versao: '1.01', xmlns: NFE_NS },
  );
}

/**
 * NFeDistribuicaoDFe (distDFeInt, Ambiente Nacional): documentos destinados ao CNPJ do certificado, registrados
 * pelas autorizações do simulador ou pela API de controle. distNSU pagina a partir de ultNSU (até 50 por
 * resposta; o cliente repete até ultNSU == maxNSU); consNSU e consChNFe buscam um documento. 137 quando não há
 * nada, 138 com documentos.
 */
export const distribuicaoDFe: ServicoNFe = {
  nome: 'NFeDistribuicaoDFe',
  processar(dados, ctx) {
    const lidos = lerDados(dados, 'distDFeInt', 'distDFeInt', '215');
    if ('rejeicao' in lidos) return retDistDFeInt(lidos.rejeicao, ctx, 0, 0);
    const interessado = texto(lidos.raiz, 'CNPJ') ?? texto(lidos.raiz, 'CPF') ?? '';
    const doInteressado = ctx.estado.dados.documentos.filter((d) => d.destinatario === interessado);
    const maxNSU = doInteressado.reduce((maior, d) => Math.max(maior, d.nsu), 0);
    if (texto(lidos.raiz, 'tpAmb') !== ctx.config.tpAmb)
      return retDistDFeInt(resultado('252'), ctx, 0, maxNSU);
    if (interessado.slice(0, 8) !== ctx.cnpjTransmissor.slice(0, 8)) {
      return retDistDFeInt(resultado('593'), ctx, 0, maxNSU);
    }

    const ultNSU = texto(lidos.raiz, 'distNSU/ultNSU');
    const nsu = texto(lidos.raiz, 'consNSU/NSU');
    const chNFe = texto(lidos.raiz, 'consChNFe/chNFe');
    let encontrados: DocumentoDistribuido[];
    let ultimo: number;
    if (ultNSU !== undefined) {
      encontrados = doInteressado.filter((d) => d.nsu > Number(ultNSU)).slice(0, POR_RESPOSTA);
      ultimo = encontrados.at(-1)?.nsu ?? Math.max(Number(ultNSU), maxNSU);
    } else if (nsu !== undefined) {
      if (Number(nsu) > maxNSU) return retDistDFeInt(resultado('589'), ctx, Number(nsu), maxNSU);
      encontrados = doInteressado.filter((d) => d.nsu === Number(nsu));
      ultimo = Number(nsu);
    } else {
      encontrados = doInteressado.filter((d) => d.chNFe === chNFe);
      ultimo = maxNSU;
    }
    if (encontrados.length === 0)
      return retDistDFeInt(resultado('137'), ctx, Math.min(ultimo, maxNSU), maxNSU);
    return retDistDFeInt(resultado('138'), ctx, ultimo, maxNSU, encontrados);
  },
  rejeitar(r, _dados, ctx) {
    return retDistDFeInt(r, ctx, 0, 0);
  },
};
