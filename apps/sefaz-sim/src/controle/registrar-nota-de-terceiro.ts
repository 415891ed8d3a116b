import type { EstadoSimulador } from '../estado/estado-simulador.ts';
import type { NotaAutorizada } from '../estado/tipos.ts';
import { distribuir, nfeProc, resNFe } from '../nfe/documentos-distribuidos.ts';
import { NFE_NS } from '../nfe/ler-dados.ts';
import { lerNFe } from '../nfe/ler-nfe.ts';
import { comNamespace, extrairElementos } from '../xml/extrair-elementos.ts';
import { filho, lerXml, texto } from '../xml/ler-xml.ts';

export interface PedidoNotaDeTerceiro {
  /** nfeProc (NFe + protNFe) de uma nota emitida por outra empresa. */
  xml: string;
  /** Quem recebe na distribuição; padrão: o CNPJ/CPF do destinatário da nota. */
  destinatario?: string;
  /** Entregar já o procNFe (XML completo), sem esperar a manifestação. */
  completo?: boolean;
}

/**
 * Registra no "Ambiente Nacional" uma nota autorizada em outra SEFAZ, destinada à empresa: ela passa a constar
 * na consulta por chave e entra na distribuição (resNFe; procNFe depois da ciência ou confirmação). É como os
 * testes simulam fornecedores e clientes mandando notas para nós (remessas para industrialização, compras).
 */
export function registrarNotaDeTerceiro(
  estado: EstadoSimulador,
  pedido: PedidoNotaDeTerceiro,
): { chNFe: string; nsu: number } {
  const documento = lerXml(pedido.xml);
  const proc = filho(documento, 'nfeProc');
  const nfeTexto = extrairElementos(pedido.xml, 'NFe')[0];
  const prot = filho(proc, 'protNFe/infProt');
  if (!proc || !nfeTexto || !prot) throw new RangeError('Informe um nfeProc (NFe com protNFe).');
  const nfe = lerNFe(filho(proc, 'NFe') ?? {});
  const destinatario = pedido.destinatario ?? nfe.destinatario;
  if (!destinatario) throw new RangeError('A nota não tem destinatário; informe "destinatario".');
  const protocolo = extrairElementos(pedido.xml, 'protNFe')[0] ?? '';
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
    destinatario,
    nProt: texto(prot, 'nProt') ?? '',
    digVal: texto(prot, 'digVal') ?? '',
    dhRecbto: texto(prot, 'dhRecbto') ?? '',
    nRec: '',
    situacao: 'autorizada',
    nfeXml: comNamespace(nfeTexto, NFE_NS),
    protNFeXml: protocolo,
    eventos: [],
  };
  estado.dados.notas[nota.chNFe] = nota;
  const nsu = pedido.completo
    ? distribuir(estado, destinatario, 'procNFe_v4.00.xsd', nfeProc(nota), nota.chNFe)
    : distribuir(estado, destinatario, 'resNFe_v1.01.xsd', resNFe(nota), nota.chNFe);
  estado.salvar();
  return { chNFe: nota.chNFe, nsu };
}
