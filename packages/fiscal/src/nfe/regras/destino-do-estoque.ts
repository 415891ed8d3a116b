/**
 * Whose material a line of goods moves: the company's own stock ('proprio') or a client's material in the
 * company's possession ('terceiros', with a kg balance and the deadline of its ICMS suspension).
 *
 * Source: the CFOP table of the Convênio s/nº de 1970 as rewritten by the Ajuste SINIEF 07/2001 (the project's copy
 * is shared/reference/cfop.csv, 'codigo,descricao'). An incoming NF-e carries the ISSUER's CFOP, an exit (5xxx
 * within the UF, 6xxx to another, 7xxx abroad): the supplier's 5101 is the company's 1101. So the table is keyed by
 * the last three digits of the note's CFOP, whatever the first.
 */
export type DestinoEstoque = 'terceiros' | 'proprio';

/**
 * The issuer's sales, which the company receives as purchases (its x1xx and x4xx entries: 1101/1102 compra para
 * industrialização/comercialização, 1116/1117 compra originada de encomenda para entrega futura, 1401/1403 compra
 * em operação com ST...). x105/x106 (que não deva por ele transitar) and x107/x108 (a não contribuinte) are still
 * a sale of goods delivered to us. Left out, so the clerk is asked: x122/x123 (sold to us but delivered to a
 * processor), x124/x125 (a processor billing us for its work), x129 (Recof) and the x15x transfers.
 */
const COMPRAS: Readonly<Record<string, string>> = {
  '101': 'Venda de produção do estabelecimento',
  '102': 'Venda de mercadoria adquirida ou recebida de terceiros',
  '103': 'Venda de produção do estabelecimento, efetuada fora do estabelecimento',
  '104': 'Venda de mercadoria adquirida ou recebida de terceiros, efetuada fora do estabelecimento',
  '105': 'Venda de produção do estabelecimento que não deva por ele transitar',
  '106': 'Venda de mercadoria adquirida ou recebida de terceiros, que não deva por ele transitar',
  '107': 'Venda de produção do estabelecimento, destinada a não contribuinte',
  '108': 'Venda de mercadoria adquirida ou recebida de terceiros, destinada a não contribuinte',
  '109': 'Venda de produção do estabelecimento, destinada à Zona Franca de Manaus ou Áreas de Livre Comércio',
  '110': 'Venda de mercadoria adquirida ou recebida de terceiros, destinada à Zona Franca de Manaus ou ALC',
  '111': 'Venda de produção do estabelecimento remetida anteriormente em consignação industrial',
  '112':
    'Venda de mercadoria adquirida ou recebida de terceiros remetida anteriormente em consignação industrial',
  '113': 'Venda de produção do estabelecimento remetida anteriormente em consignação mercantil',
  '114':
    'Venda de mercadoria adquirida ou recebida de terceiros remetida anteriormente em consignação mercantil',
  '115':
    'Venda de mercadoria adquirida ou recebida de terceiros, recebida anteriormente em consignação mercantil',
  '116': 'Venda de produção do estabelecimento originada de encomenda para entrega futura',
  '117': 'Venda de mercadoria adquirida ou recebida de terceiros, originada de encomenda para entrega futura',
  '118':
    'Venda de produção do estabelecimento entregue ao destinatário por conta e ordem do adquirente originário',
  '119': 'Venda de mercadoria adquirida de terceiros entregue por conta e ordem do adquirente originário',
  '120': 'Venda de mercadoria adquirida de terceiros entregue ao destinatário pelo vendedor remetente',
  '401': 'Venda de produção do estabelecimento com produto sujeito a ST, como contribuinte substituto',
  '402': 'Venda de produção do estabelecimento com produto sujeito a ST, entre contribuintes substitutos',
  '403': 'Venda de mercadoria adquirida de terceiros sujeita a ST, como contribuinte substituto',
  '405': 'Venda de mercadoria adquirida de terceiros sujeita a ST, como contribuinte substituído',
};

/**
 * Material a client sends to be processed and returned: x901 remessa para industrialização por encomenda, and
 * x924 remessa para industrialização por conta e ordem do adquirente (the buyer's material sent straight to us).
 */
const MATERIAL_DE_TERCEIROS: Readonly<Record<string, string>> = {
  '901': 'Remessa para industrialização por encomenda',
  '924': 'Remessa para industrialização por conta e ordem do adquirente',
};

/** What the clerk is shown for the CFOPs the table leaves to them (the common ones; others by their code). */
const PERGUNTADOS: Readonly<Record<string, string>> = {
  '122': 'Venda remetida para industrialização por conta e ordem do adquirente',
  '123': 'Venda de mercadoria de terceiros remetida para industrialização por conta e ordem do adquirente',
  '124': 'Industrialização efetuada para outra empresa',
  '125': 'Industrialização efetuada para outra empresa sem transitar pelo adquirente',
  '151': 'Transferência de produção do estabelecimento',
  '152': 'Transferência de mercadoria adquirida ou recebida de terceiros',
  '201': 'Devolução de compra para industrialização',
  '202': 'Devolução de compra para comercialização',
  '410': 'Devolução de compra para industrialização com mercadoria sujeita a ST',
  '411': 'Devolução de compra para comercialização com mercadoria sujeita a ST',
  '902': 'Retorno de mercadoria utilizada na industrialização por encomenda',
  '903': 'Retorno de mercadoria recebida para industrialização e não aplicada no processo',
  '910': 'Remessa em bonificação, doação ou brinde',
  '911': 'Remessa de amostra grátis',
  '915': 'Remessa de mercadoria ou bem para conserto ou reparo',
  '916': 'Retorno de mercadoria ou bem recebido para conserto ou reparo',
  '920': 'Remessa de vasilhame ou sacaria',
  '921': 'Devolução de vasilhame ou sacaria',
  '949': 'Outra saída de mercadoria ou prestação de serviço não especificado',
};

const sufixo = (cfop: string) => (/^[567]\d{3}$/.test(cfop) ? cfop.slice(1) : undefined);

/**
 * The path of an incoming item by the issuer's CFOP: a purchase ('proprio'), the client's material
 * ('terceiros'), or undefined when the table does not settle it (a devolução, x949, anything else): then the
 * clerk is asked, and the answer is remembered for that emitente and CFOP.
 */
export function destinoDaEntrada(cfop: string): DestinoEstoque | undefined {
  const s = sufixo(cfop);
  if (s === undefined) return undefined;
  if (s in COMPRAS) return 'proprio';
  if (s in MATERIAL_DE_TERCEIROS) return 'terceiros';
  return undefined;
}

/** The CFOP's description for the question, as the table has it. */
export function descricaoDoCfop(cfop: string): string {
  const s = sufixo(cfop) ?? '';
  return (
    COMPRAS[s] ?? MATERIAL_DE_TERCEIROS[s] ?? PERGUNTADOS[s] ?? 'CFOP não previsto na tabela de entradas'
  );
}

/**
 * The stock a line of the company's own NF-e takes its kg from: a sale (x101/x102, the only sale CFOPs the
 * product issues) and a remessa para industrialização the company sends to an industrializer (x901: its own
 * material, no client's entry item behind the line) from its own stock; a return of the client's material
 * (x902/x903) and everything else from the clients' material, as before issue 24.
 */
export function destinoDaSaida(cfop: string): DestinoEstoque {
  return /^[567](10[12]|901)$/.test(cfop) ? 'proprio' : 'terceiros';
}
