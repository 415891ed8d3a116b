import { el, grupo } from '@erp/fiscal/xml';
import type { EstadoSimulador } from '../estado/estado-simulador.ts';
import type { EventoNFe, NotaAutorizada } from '../estado/tipos.ts';
import { NFE_NS } from './ler-dados.ts';

/** resNFe (resumo da NF-e), o que o Ambiente Nacional entrega ao destinatário antes da manifestação. */
export function resNFe(nota: NotaAutorizada): string {
  return grupo(
    'resNFe',
    [
      el('chNFe', nota.chNFe),
      nota.isEmitenteCpf ? el('CPF', nota.cnpjEmitente.slice(3)) : el('CNPJ', nota.cnpjEmitente),
      el('xNome', nota.xNomeEmitente),
      el('IE', nota.ieEmitente),
      el('dhEmi', nota.dhEmi),
      el('tpNF', nota.tpNF),
      el('vNF', nota.vNF),
      el('digVal', nota.digVal),
      el('dhRecbto', nota.dhRecbto),
      el('nProt', nota.nProt),
      // cSitNFe: 1 = autorizada, 3 = cancelada.
      el('cSitNFe', nota.situacao === 'cancelada' ? '3' : nota.situacao === 'denegada' ? '2' : '1'),
    ],
    { xmlns: NFE_NS, versao: '1.01' },
  );
}

/** nfeProc: a NF-e com o protocolo de autorização. */
export function nfeProc(nota: NotaAutorizada): string {
  return `<nfeProc xmlns="${NFE_NS}" versao="4.00">${nota.nfeXml}${nota.protNFeXml}</nfeProc>`;
}

/** procEventoNFe: o evento com o seu registro. */
export function procEventoNFe(evento: EventoNFe): string {
  return `<procEventoNFe xmlns="${NFE_NS}" versao="1.00">${evento.eventoXml}${evento.retEventoXml}</procEventoNFe>`;
}

/** Põe um documento na fila de distribuição (NFeDistribuicaoDFe) de um interessado, com o próximo NSU. */
export function distribuir(
  estado: EstadoSimulador,
  destinatario: string,
  schema: string,
  xml: string,
  chNFe?: string,
): number {
  const nsu = estado.proximoNsu();
  estado.dados.documentos.push({ nsu, destinatario, schema, xml, chNFe });
  return nsu;
}

/** Já entregou a NF-e completa (procNFe) a este interessado? */
export function jaDistribuiuProcNFe(estado: EstadoSimulador, destinatario: string, chNFe: string): boolean {
  return estado.dados.documentos.some(
    (d) => d.destinatario === destinatario && d.chNFe === chNFe && d.schema.startsWith('procNFe'),
  );
}
