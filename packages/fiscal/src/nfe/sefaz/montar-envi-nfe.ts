import { el } from '../../common/xml.ts';
import { semDeclaracao } from './ler-xml-retorno.ts';
import { NFE_NS } from './servicos-sefaz.ts';

export interface DadosEnviNFe {
  /** Identificador do lote, até 15 dígitos, escolhido por quem envia. */
  idLote: string;
  /** 1 = resposta síncrona (só com uma NF-e no lote), 0 = assíncrona (recibo). */
  indSinc: '0' | '1';
  /** As NF-e já assinadas, como texto (com ou sem a declaração <?xml?>). */
  nfes: readonly string[];
}

/**
 * enviNFe 4.00 (NFeAutorizacao4). Cada NFe entra byte a byte como foi assinada (só sem a declaração XML): a
 * assinatura cobre infNFe, e qualquer reformatação a invalidaria (rejeição 297).
 */
export function montarEnviNFe(dados: DadosEnviNFe): string {
  if (dados.nfes.length === 0 || dados.nfes.length > 50) {
    throw new RangeError('O lote deve ter de 1 a 50 NF-e.');
  }
  // GAP03a-1, rejeição 764: resposta síncrona só para lote com uma única NF-e.
  if (dados.indSinc === '1' && dados.nfes.length > 1) {
    throw new RangeError('indSinc 1 (síncrono) só é aceito com uma NF-e no lote.');
  }
  const notas = dados.nfes.map((nfe) => {
    const texto = semDeclaracao(nfe);
    if (!/^<NFe[\s>]/.test(texto))
      throw new RangeError('Cada item do lote deve ser um elemento NFe assinado.');
    return texto;
  });
  return (
    `<enviNFe xmlns="${NFE_NS}" versao="4.00">${el('idLote', dados.idLote)}${el('indSinc', dados.indSinc)}` +
    `${notas.join('')}</enviNFe>`
  );
}
