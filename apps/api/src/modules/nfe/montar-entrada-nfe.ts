import type { CRT, EnderecoEntrada, EntradaNFe, ItemEntrada, RespTecEntrada } from '@erp/fiscal/calculo';
import { regraDoCfop } from '@erp/fiscal/calculo';
import { isSiglaUF, type SiglaUF } from '@erp/fiscal/documentos';
import { AppError } from '../../lib/app-error.ts';
import type { EmpresaRow } from '../empresa/empresa.repository.ts';
import { infCplDaNota } from './informacoes-complementares.ts';
import type { ClienteRow, listItensDaNota, NotaRow, ProdutoRow } from './nfe.repository.ts';
import { transpDaNota } from './transporte-nfe.ts';

export const VERSAO_APLICATIVO = 'ERP-Plasticos 1.0';

type ItemDaNota = Awaited<ReturnType<typeof listItensDaNota>>[number];

export interface EmpresaEmitente {
  cnpj: string;
  razaoSocial: string;
  uf: SiglaUF;
  crt: CRT;
}

/** The company's fiscal data an NF-e needs; the error lists what is missing, in the screen's words. */
export function exigirEmpresaFiscal(empresa: EmpresaRow | undefined): EmpresaEmitente & { row: EmpresaRow } {
  const faltando: string[] = [];
  if (!empresa?.cnpj) faltando.push('CNPJ');
  if (!empresa?.razaoSocial) faltando.push('razão social');
  if (!empresa?.inscricaoEstadual) faltando.push('inscrição estadual');
  if (!empresa?.logradouro) faltando.push('logradouro');
  if (!empresa?.bairro) faltando.push('bairro');
  if (!empresa?.codigoMunicipio) faltando.push('município');
  if (!empresa?.uf || !isSiglaUF(empresa.uf)) faltando.push('UF');
  if (!empresa?.cep) faltando.push('CEP');
  if (!empresa || faltando.length > 0) {
    throw AppError.unprocessable(
      'Complete os dados fiscais da empresa em Dados da Empresa antes de emitir NF-e.',
      `Falta: ${faltando.join(', ')}.`,
    );
  }
  return {
    row: empresa,
    cnpj: empresa.cnpj as string,
    razaoSocial: empresa.razaoSocial,
    uf: empresa.uf as SiglaUF,
    crt: String(empresa.regimeTributario) as CRT,
  };
}

function exigirClienteFiscal(cliente: ClienteRow) {
  const faltando: string[] = [];
  if (!cliente.logradouro) faltando.push('logradouro');
  if (!cliente.bairro) faltando.push('bairro');
  if (!cliente.codigoMunicipio) faltando.push('município');
  if (!cliente.uf || !isSiglaUF(cliente.uf)) faltando.push('UF');
  if (!cliente.cep) faltando.push('CEP');
  if (cliente.indicadorIe === '1' && !cliente.inscricaoEstadual) faltando.push('inscrição estadual');
  if (faltando.length > 0) {
    throw AppError.unprocessable(
      `Complete o cadastro do cliente "${cliente.nomeRazaoSocial}" antes de emitir a NF-e.`,
      `Falta: ${faltando.join(', ')}.`,
    );
  }
}

function endereco(
  dados: {
    logradouro: string | null;
    numero: string | null;
    complemento?: string | null;
    bairro: string | null;
    codigoMunicipio: number | null;
    cidade: string | null;
    uf: string | null;
    cep: string | null;
    telefone: string | null;
  },
  nomeMunicipio: string | undefined,
): EnderecoEntrada {
  const fone = dados.telefone?.replace(/\D/g, '');
  return {
    xLgr: dados.logradouro as string,
    nro: dados.numero || 'S/N',
    ...(dados.complemento ? { xCpl: dados.complemento } : {}),
    xBairro: dados.bairro as string,
    cMun: String(dados.codigoMunicipio),
    xMun: nomeMunicipio ?? (dados.cidade as string),
    UF: dados.uf as SiglaUF,
    CEP: (dados.cep as string).replace(/\D/g, ''),
    ...(fone && fone.length >= 6 && fone.length <= 14 ? { fone } : {}),
  };
}

export interface DadosEmissao {
  nota: NotaRow;
  cliente: ClienteRow;
  empresa: EmpresaEmitente & { row: EmpresaRow };
  itens: ItemDaNota[];
  numero: number;
  serie: number;
  cNF: string;
  dhEmi: string;
  tpAmb: '1' | '2';
  dataVencimento: string | undefined;
  /** SVC contingency: B22 tpEmis 6/7, B28 dhCont, B29 xJust; normal emission (tpEmis 1) without it. */
  contingencia?: { tpEmis: '6' | '7'; dhCont: string; xJust: string } | undefined;
  /** ZD01 infRespTec (responsavel-tecnico.ts). */
  respTec?: RespTecEntrada | undefined;
  /** The lines' products by id. */
  produtos: Map<number, ProdutoRow>;
  /** The IBGE names of the company's and the client's municipalities by code (xMun). */
  municipios: Map<number, string>;
}

/**
 * The fiscal engine's input for a stored note: company, client, lines, referenced entry NF-e and billing. Pure
 * mapping: everything it reads comes in `dados` (carregar-emissao-nfe.ts).
 */
export function montarEntradaNFe(dados: DadosEmissao): EntradaNFe {
  const { nota, cliente, empresa, itens, produtos, municipios: municipiosNomes } = dados;
  exigirClienteFiscal(cliente);
  let cobravel = false;
  const det: ItemEntrada[] = itens.map(({ item }) => {
    const produto = produtos.get(item.idProduto);
    if (!produto) throw AppError.unprocessable(`Produto do item ${item.numeroItem} não encontrado.`);
    if (regraDoCfop(item.cfop, empresa.crt).geraCobranca) cobravel = true;
    return {
      cProd: produto.codigoInterno,
      xProd: item.nomeProduto,
      NCM: produto.ncm,
      CFOP: item.cfop,
      uCom: 'KG',
      qCom: item.quantidade,
      vUnCom: item.valorUnitario,
      // The TIPI rate of the product; a line whose rule taxes the IPI (CST 50) without one is refused by the builder.
      ...(produto.aliquotaIpi !== null ? { pIPI: produto.aliquotaIpi } : {}),
      ...(item.xPed ? { xPed: item.xPed } : {}),
      ...(item.nItemPed ? { nItemPed: item.nItemPed } : {}),
    };
  });
  const refNFe = [...new Set(itens.flatMap((i) => (i.chaveNfEntrada ? [i.chaveNfEntrada] : [])))];
  const documento = cliente.cpfCnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const ie = cliente.inscricaoEstadual?.replace(/[^0-9A-Za-z]/g, '');
  const contador = empresa.row.cpfCnpjContador?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const infCpl = infCplDaNota(nota.naturezaOperacao, nota.informacoesComplementares);
  return {
    ide: {
      cNF: dados.cNF,
      natOp: nota.naturezaOperacao,
      serie: String(dados.serie),
      nNF: String(dados.numero),
      dhEmi: dados.dhEmi,
      tpAmb: dados.tpAmb,
      ...(dados.contingencia
        ? {
            tpEmis: dados.contingencia.tpEmis,
            dhCont: dados.contingencia.dhCont,
            xJust: dados.contingencia.xJust,
          }
        : {}),
      finNFe: nota.finalidadeEmissao as '1' | '2' | '3' | '4',
      verProc: VERSAO_APLICATIVO,
      ...(refNFe.length > 0 ? { refNFe } : {}),
    },
    emit: {
      CNPJ: empresa.cnpj,
      xNome: empresa.razaoSocial,
      ...(empresa.row.nomeFantasia ? { xFant: empresa.row.nomeFantasia } : {}),
      enderEmit: endereco(empresa.row, municipiosNomes.get(empresa.row.codigoMunicipio as number)),
      IE: (empresa.row.inscricaoEstadual as string).replace(/[^0-9A-Za-z]/g, ''),
      ...(empresa.row.inscricaoMunicipal ? { IM: empresa.row.inscricaoMunicipal } : {}),
      CRT: empresa.crt,
    },
    dest: {
      ...(documento.length === 11 ? { CPF: documento } : { CNPJ: documento }),
      xNome: cliente.nomeRazaoSocial,
      enderDest: endereco(cliente, municipiosNomes.get(cliente.codigoMunicipio as number)),
      indIEDest: cliente.indicadorIe,
      ...(cliente.indicadorIe === '1' && ie ? { IE: ie } : {}),
      ...(cliente.emailNfe || cliente.email ? { email: (cliente.emailNfe || cliente.email) as string } : {}),
    } as EntradaNFe['dest'],
    // GA01 autXML: the company's accountant downloads the XML from SEFAZ itself (Dados da Empresa).
    ...(contador ? { autXML: [contador.length === 11 ? { CPF: contador } : { CNPJ: contador }] } : {}),
    det,
    transp: transpDaNota(nota),
    // The user's text (after the symbolic return's statement); the builder puts the rules' legal texts before it.
    ...(infCpl ? { infAdic: { infCpl } } : {}),
    ...(cobravel && dados.dataVencimento ? { cobr: { dup: [{ dVenc: dados.dataVencimento }] } } : {}),
    ...(dados.respTec ? { infRespTec: dados.respTec } : {}),
  };
}
