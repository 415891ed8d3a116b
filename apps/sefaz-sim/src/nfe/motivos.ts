/**
 * Códigos e textos de resposta da SEFAZ usados pelo simulador, do Manual de Orientação do Contribuinte (MOC 7.0,
 * "Tabela de códigos de erros e descrições de mensagens de erros") e das NT que o alteraram. A regra do MOC que
 * gera cada rejeição está no comentário. Os textos são os do manual, sem o "[nRec: ...]" e afins, que cada
 * serviço completa.
 */
export const MOTIVOS = {
  // Sucesso e situação (respostas que não são rejeição).
  '100': 'Autorizado o uso da NF-e',
  '101': 'Cancelamento de NF-e homologado',
  '102': 'Inutilização de número homologado',
  '103': 'Lote recebido com sucesso',
  '104': 'Lote processado',
  '105': 'Lote em processamento',
  '106': 'Lote não localizado',
  '107': 'Serviço em Operação',
  '108': 'Serviço Paralisado Momentaneamente (curto prazo)',
  '109': 'Serviço Paralisado sem Previsão',
  '128': 'Lote de Evento Processado',
  '135': 'Evento registrado e vinculado a NF-e',
  '137': 'Nenhum documento localizado',
  '138': 'Documento localizado',
  '155': 'Cancelamento homologado fora de prazo',
  '302': 'Uso Denegado: Irregularidade fiscal do destinatário',

  // Rejeições.
  '114': 'Rejeição: SVC-RS desabilitada pela SEFAZ de Origem', // a SVC-AN troca o nome (regras-contingencia.ts)
  '204': 'Rejeição: Duplicidade de NF-e', // 2B08-20: mesma chave já autorizada
  '205': 'Rejeição: NF-e está denegada na base de dados da SEFAZ',
  '206': 'Rejeição: NF-e já está inutilizada na Base de dados da SEFAZ',
  '213': 'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital', // F03
  '214': 'Rejeição: Tamanho da mensagem excedeu o limite estabelecido', // B01 (500 KB)
  '215': 'Rejeição: Falha no schema XML', // D01 (demais serviços)
  '217': 'Rejeição: NF-e não consta na base de dados da SEFAZ',
  '218': 'Rejeição: NF-e já está cancelada na base de dados da SEFAZ',
  '220': 'Rejeição: Prazo de Cancelamento superior ao previsto na Legislação',
  '222': 'Rejeição: Protocolo de Autorização de Uso difere do cadastrado',
  '223': 'Rejeição: CNPJ do transmissor do lote difere do CNPJ do transmissor da consulta',
  '224': 'Rejeição: A faixa inicial é maior que a faixa final',
  '225': 'Rejeição: Falha no Schema XML do lote de NFe', // D01 (WS Autorização)
  '236': 'Rejeição: Chave de Acesso com dígito verificador inválido',
  '241': 'Rejeição: Um número da faixa já foi utilizado',
  '243': 'Rejeição: XML Mal Formado', // B02
  '252': 'Rejeição: Ambiente informado diverge do Ambiente de recebimento',
  '253': 'Rejeição: Digito Verificador da chave de acesso composta inválida',
  '256': 'Rejeição: Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ',
  '290': 'Rejeição: Certificado Assinatura inválido', // E01
  '291': 'Rejeição: Certificado Assinatura Data Validade', // E02
  '292': 'Rejeição: Certificado de Assinatura sem CNPJ/CPF', // E03
  '297': 'Rejeição: Assinatura difere do calculado', // F02
  '298': 'Rejeição: Assinatura difere do padrão do Sistema', // F01
  '404': 'Rejeição: Uso de prefixo de namespace não permitido', // D02
  '491': 'Rejeição: O tpEvento informado inválido', // D04
  '492': 'Rejeição: O verEvento informado inválido', // D05
  '493': 'Rejeição: Evento não atende o Schema XML específico', // D06
  '494': 'Rejeição: Chave de Acesso inexistente',
  '502':
    'Rejeição: Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes',
  '539': 'Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso',
  // Contingência (B22, B28, B29; NT 2013.007 e MOC 6.00/7.00): textos da tabela do MOC como os traz a
  // documentação do nfephp-org/sped-nfe (docs/cStat.md); o 713, do MOC 6.00.
  '556':
    'Rejeição: Justificativa de entrada em contingência não deve ser informada para tipo de emissão normal',
  '557': 'Rejeição: A Justificativa de entrada em contingência deve ser informada',
  '558': 'Rejeição: Data de entrada em contingência posterior a data de recebimento',
  '563': 'Rejeição: Já existe pedido de Inutilização com a mesma faixa de inutilização',
  '570': 'Rejeição: Tipo de Emissão 3, 6 ou 7 só é válido nas contingências SCAN/SVC',
  '572':
    "Rejeição: Erro Atributo ID do evento não corresponde a concatenação dos campos ('ID' + tpEvento + chNFe + nSeqEvento)",
  '573': 'Rejeição: Duplicidade de Evento',
  '574': 'Rejeição: O autor do evento diverge do emissor da NF-e',
  '575': 'Rejeição: O autor do evento diverge do destinatário da NF-e',
  '580': 'Rejeição: O evento exige uma NF-e autorizada',
  '589': 'Rejeição: Número do NSU informado superior ao maior NSU da base de dados da SEFAZ',
  '593': 'Rejeição: CNPJ-Base consultado difere do CNPJ-Base do Certificado Digital',
  '594': 'Rejeição: O número de sequencia do evento informado é maior que o permitido',
  '595': 'Rejeição: Obrigatória a informação da justificativa do evento.',
  '650': "Rejeição: Evento de 'Ciência da Operação' para NF-e Cancelada ou Denegada",
  '651': 'Rejeição: Evento de "Desconhecimento da Operação" para NF-e Cancelada ou Denegada',
  '655': 'Rejeição: Evento de Ciência da Operação informado após a manifestação final do destinatário',
  '656': 'Rejeição: Consumo Indevido',
  '657': 'Rejeição: Código do Órgão diverge do órgão autorizador',
  '713': 'Rejeição: Tipo de Emissão diferente de 6 ou 7 para contingência da SVC acessada',
  '764': 'Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e (indSinc=1)', // GAP03a-1
} as const;

export type CStat = keyof typeof MOTIVOS;

export interface Resultado {
  cStat: CStat;
  xMotivo: string;
}

/** O tipo TMotivo dos schemas aceita até 255 caracteres. */
const TAMANHO_XMOTIVO = 255;

/** Resultado com o texto do manual e, opcionalmente, um complemento (ex.: "[nRec:...]" ou o erro do schema). */
export function resultado(cStat: CStat, complemento?: string): Resultado {
  const texto = complemento ? `${MOTIVOS[cStat]} ${complemento}` : MOTIVOS[cStat];
  return {
    cStat,
    xMotivo: texto.length > TAMANHO_XMOTIVO ? `${texto.slice(0, TAMANHO_XMOTIVO - 3)}...` : texto,
  };
}
