/**
 * Texto de infCpl do retorno simbólico (5902/6902 sem saída física) de mercadoria recebida para industrialização
 * por encomenda: o saldo que não volta ao autor da encomenda, porque a suspensão do ICMS venceu ou porque a
 * mercadoria se perdeu no processo, é encerrado com um documento, de acordo com o autor da encomenda.
 *
 * O texto é só descritivo: a base da suspensão (ICMS e IPI) é a frase da regra do CFOP 5902, que a nota leva
 * antes deste texto (no SP, "art. 402 a 408 do RICMS/SP"); nenhum artigo próprio do retorno simbólico é citado,
 * porque a legislação de cada UF o trata de um jeito e a empresa confere a redação com o contador.
 */
export const TEXTO_RETORNO_SIMBOLICO =
  'Retorno simbólico de mercadoria recebida para industrialização por encomenda, sem saída física do ' +
  'estabelecimento: a mercadoria não retorna ao autor da encomenda (prazo da suspensão vencido ou perda no ' +
  'processo de industrialização, com a concordância do autor da encomenda), e esta nota encerra o saldo da NF-e ' +
  'de remessa referenciada.';
