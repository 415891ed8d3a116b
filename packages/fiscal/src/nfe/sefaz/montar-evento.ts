import { dataHoraBrasilia } from '../../common/data-hora.ts';
import { el, grupo } from '../../common/xml.ts';
import { textoLivre } from '../build/texto-livre.ts';
import { NFE_NS, type TpAmb } from './servicos-sefaz.ts';

/** Eventos de manifestação do destinatário, registrados no Ambiente Nacional (cOrgao 91). */
export const MANIFESTACOES = ['210200', '210210', '210220', '210240'] as const;
export type TpEventoManifestacao = (typeof MANIFESTACOES)[number];

/** cOrgao do Ambiente Nacional. */
export const ORGAO_AMBIENTE_NACIONAL = '91';

interface BaseEvento {
  chNFe: string;
  /** CNPJ (14) ou CPF (11) do autor: o emitente no cancelamento e na CC-e, o destinatário na manifestação. */
  autor: string;
  /** Sequencial do evento do mesmo tipo para a nota (1 a 20); padrão 1. */
  nSeqEvento?: number;
  /** Data e hora do evento; padrão: agora. */
  dhEvento?: Date;
}

/** Os eventos suportados, com o detalhe de cada tipo (e110111, e110110, e2102x0). */
export type DadosEvento = BaseEvento &
  (
    | { tpEvento: '110111'; nProt: string; xJust: string }
    | { tpEvento: '110110'; xCorrecao: string }
    | { tpEvento: '210200' | '210210' }
    | { tpEvento: '210220'; xJust?: string }
    | { tpEvento: '210240'; xJust: string }
  );

// Texto fixo exigido pelo schema e110110 (a versão sem acentos, uma das duas enumeradas).
const CONDICAO_DE_USO_CCE =
  'A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 ' +
  'e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao ' +
  'esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, ' +
  'aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados ' +
  'cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.';

/** Justificativas e correção são textos corridos: normalizados pela mesma regra dos schemas de contracts. */
const corrido = (texto: string | undefined) => textoLivre(texto, { quebrasDeLinha: 'separar' });

function detalhe(dados: DadosEvento): string[] {
  switch (dados.tpEvento) {
    case '110111':
      return [el('descEvento', 'Cancelamento'), el('nProt', dados.nProt), el('xJust', corrido(dados.xJust))];
    case '110110':
      return [
        el('descEvento', 'Carta de Correcao'),
        el('xCorrecao', corrido(dados.xCorrecao)),
        el('xCondUso', CONDICAO_DE_USO_CCE),
      ];
    case '210200':
      return [el('descEvento', 'Confirmacao da Operacao')];
    case '210210':
      return [el('descEvento', 'Ciencia da Operacao')];
    case '210220':
      return [el('descEvento', 'Desconhecimento da Operacao'), el('xJust', corrido(dados.xJust))];
    case '210240':
      return [el('descEvento', 'Operacao nao Realizada'), el('xJust', corrido(dados.xJust))];
  }
}

export function isManifestacao(tpEvento: string): tpEvento is TpEventoManifestacao {
  return (MANIFESTACOES as readonly string[]).includes(tpEvento);
}

/** cOrgao: 91 (Ambiente Nacional) para a manifestação; a UF da chave para cancelamento e CC-e. */
export function orgaoDoEvento(dados: Pick<DadosEvento, 'tpEvento' | 'chNFe'>): string {
  return isManifestacao(dados.tpEvento) ? ORGAO_AMBIENTE_NACIONAL : dados.chNFe.slice(0, 2);
}

/** Id do evento: "ID" + tpEvento + chave + nSeqEvento com dois dígitos (regra G05, rejeição 572). */
export function idEvento(dados: Pick<DadosEvento, 'tpEvento' | 'chNFe' | 'nSeqEvento'>): string {
  return `ID${dados.tpEvento}${dados.chNFe}${String(dados.nSeqEvento ?? 1).padStart(2, '0')}`;
}

/**
 * evento 1.00, ainda sem assinatura (assinarEvento assina cada infEvento). Leva a declaração do namespace para
 * poder ser recortado do lote e guardado no procEventoNFe tal como foi assinado.
 */
export function montarEvento(dados: DadosEvento, tpAmb: TpAmb): string {
  const autor = dados.autor.length === 11 ? el('CPF', dados.autor) : el('CNPJ', dados.autor);
  return grupo(
    'evento',
    [
      grupo(
        'infEvento',
        [
          el('cOrgao', orgaoDoEvento(dados)),
          el('tpAmb', tpAmb),
          autor,
          el('chNFe', dados.chNFe),
          el('dhEvento', dataHoraBrasilia(dados.dhEvento ?? new Date())),
          el('tpEvento', dados.tpEvento),
          el('nSeqEvento', String(dados.nSeqEvento ?? 1)),
          el('verEvento', '1.00'),
          grupo('detEvento', detalhe(dados), { versao: '1.00' }),
        ],
        { Id: idEvento(dados) },
      ),
    ],
    { xmlns: NFE_NS, versao: '1.00' },
  );
}

/** envEvento 1.00 com até 20 eventos já montados (assinados ou não). */
export function montarEnvEvento(dados: { idLote: string; eventos: readonly string[] }): string {
  if (dados.eventos.length === 0 || dados.eventos.length > 20) {
    throw new RangeError('O lote de eventos deve ter de 1 a 20 eventos.');
  }
  return `<envEvento xmlns="${NFE_NS}" versao="1.00">${el('idLote', dados.idLote)}${dados.eventos.join('')}</envEvento>`;
}
