import { dataDoCampo, posicoes, valorLido } from './campos.ts';
import { type OcorrenciaLida, RetornoIlegivel } from './leiaute.ts';

/**
 * What the CNAB 400 layouts of Itaú and Bradesco share: a header (registro 0), one detail (registro 1) per title
 * (with optional registro 2 lines in the remessa), a trailer (registro 9); the return's detail positions per bank.
 * Positions count from 1 as the banks' tables do.
 */
export type PosicoesDoRetorno400 = {
  nossoNumero: [number, number];
  motivos: [number, number];
};

/**
 * The ocorrências of a 400 return. Itaú and Bradesco place these fields alike: 109-110 ocorrência, 111-116 its
 * date (DDMMAA), 176-188 tarifa, 241-253 desconto, 254-266 valor pago, 267-279 juros de mora/multa, 296-301 data
 * do crédito; the nosso número and the motivos are where `p` says.
 */
export function lerRetorno400(
  linhas: string[],
  p: PosicoesDoRetorno400,
  nossoNumeroDoCampo: (campo: string) => number | null,
): OcorrenciaLida[] {
  const ocorrencias: OcorrenciaLida[] = [];
  linhas.forEach((linha, i) => {
    const n = i + 1;
    const registro = linha[0];
    if (registro === '0' || registro === '9') return;
    if (registro !== '1') throw new RetornoIlegivel(`Linha ${n}: registro "${registro}" inesperado.`);
    const campoNossoNumero = posicoes(linha, p.nossoNumero[0], p.nossoNumero[1]);
    ocorrencias.push({
      linha: n,
      codigo: posicoes(linha, 109, 110),
      nossoNumeroTexto: campoNossoNumero.trim(),
      nossoNumero: nossoNumeroDoCampo(campoNossoNumero),
      dataOcorrencia: dataDoCampo(linha, n, 111, 116),
      tarifa: valorLido(linha, n, 176, 188),
      desconto: valorLido(linha, n, 241, 253),
      valorPago: valorLido(linha, n, 254, 266),
      jurosMulta: valorLido(linha, n, 267, 279),
      dataCredito: dataDoCampo(linha, n, 296, 301),
      motivos: (posicoes(linha, p.motivos[0], p.motivos[1]).match(/.{2}/g) ?? []).filter(
        (m) => m.trim() && m !== '00',
      ),
    });
  });
  return ocorrencias;
}
