import type { EfeitoDaOcorrencia } from './leiaute.ts';

/**
 * The return's códigos de movimento (FEBRABAN CNAB 240 v10, table C044), the ones that change a title; any other
 * (confirmations of instructions, tarifas alone) is reported and changes nothing.
 */
const OCORRENCIAS_240: Record<string, { nome: string; efeito: EfeitoDaOcorrencia }> = {
  '02': { nome: 'Entrada confirmada', efeito: 'registrado' },
  '03': { nome: 'Entrada rejeitada', efeito: 'rejeitado' },
  '06': { nome: 'Liquidação', efeito: 'liquidado' },
  '09': { nome: 'Baixa', efeito: 'baixado' },
  '12': { nome: 'Confirmação de abatimento', efeito: 'nenhum' },
  '14': { nome: 'Confirmação de alteração de vencimento', efeito: 'nenhum' },
  '17': { nome: 'Liquidação após baixa ou de título não registrado', efeito: 'liquidado' },
  '28': { nome: 'Débito de tarifas/custas', efeito: 'nenhum' },
};

export function ocorrenciaFebraban(codigo: string): { nome: string; efeito: EfeitoDaOcorrencia } {
  return OCORRENCIAS_240[codigo] ?? { nome: `Ocorrência ${codigo}`, efeito: 'nenhum' };
}

/**
 * The common motivos of a rejected entry (FEBRABAN CNAB 240 v10, table C047, código de movimento 03); Banco do
 * Brasil and Sicoob answer with it, and Bradesco's CNAB 400 uses the same numbers for these.
 */
const MOTIVOS_FEBRABAN: Record<string, string> = {
  '01': 'Código do banco inválido',
  '02': 'Código do registro detalhe inválido',
  '03': 'Código do segmento inválido',
  '04': 'Código de movimento não permitido para a carteira',
  '05': 'Código de movimento inválido',
  '06': 'Tipo/número de inscrição do beneficiário inválidos',
  '07': 'Agência/conta/DV inválido',
  '08': 'Nosso número inválido',
  '09': 'Nosso número duplicado',
  '10': 'Carteira inválida',
  '11': 'Forma de cadastramento do título inválida',
  '12': 'Tipo de documento inválido',
  '13': 'Identificação da emissão do boleto inválida',
  '14': 'Identificação da distribuição do boleto inválida',
  '15': 'Características da cobrança incompatíveis',
  '16': 'Data de vencimento inválida',
  '17': 'Data de vencimento anterior à data de emissão',
  '18': 'Vencimento fora do prazo de operação',
  '20': 'Valor do título inválido',
  '21': 'Espécie do título inválida',
  '22': 'Espécie do título não permitida para a carteira',
  '23': 'Aceite inválido',
  '24': 'Data da emissão inválida',
  '25': 'Data da emissão posterior à data de entrada',
  '26': 'Código de juros de mora inválido',
  '27': 'Valor/taxa de juros de mora inválido',
  '28': 'Código do desconto inválido',
  '29': 'Valor do desconto maior ou igual ao valor do título',
  '45': 'Nome do pagador não informado',
  '46': 'Tipo/número de inscrição do pagador inválidos',
  '47': 'Endereço do pagador não informado',
  '48': 'CEP inválido',
  '49': 'CEP sem praça de cobrança',
  '52': 'Unidade da federação inválida',
  '63': 'Entrada para título já cadastrado',
};

/** "Motivo 48: CEP inválido; motivo 99 (veja o manual do banco)". */
export function motivosEmTexto(motivos: string[], tabela: Record<string, string> = MOTIVOS_FEBRABAN): string {
  if (motivos.length === 0) return 'Rejeitado pelo banco sem motivo informado';
  return motivos
    .map((m) => (tabela[m] ? `${tabela[m]} (motivo ${m})` : `Motivo ${m} (veja o manual do banco)`))
    .join('; ');
}
