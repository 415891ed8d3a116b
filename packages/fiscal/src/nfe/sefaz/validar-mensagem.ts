import type { ErroValidacao } from '../../common/xsd.ts';
import { type SchemaFiscal, validarXml } from '../validate.ts';

/**
 * A mensagem montada não passou no schema oficial. É um erro do nosso lado (dados de entrada ou montagem), por
 * isso é exceção e a mensagem não chega a ser enviada: a SEFAZ responderia 215/225 e, repetido, 656.
 */
export class SefazMensagemInvalidaError extends Error {
  override readonly name = 'SefazMensagemInvalidaError';

  constructor(
    readonly schema: SchemaFiscal,
    readonly erros: ErroValidacao[],
  ) {
    const primeiro = erros[0];
    super(
      `A mensagem ${schema} não passou no schema oficial${primeiro ? `: ${primeiro.mensagem}` : ''}` +
        (erros.length > 1 ? ` (e mais ${erros.length - 1} erro(s))` : ''),
    );
  }
}

/** Valida a mensagem com o schema oficial antes do envio; lança SefazMensagemInvalidaError se não passar. */
export function exigirMensagemValida(xml: string, schema: SchemaFiscal): void {
  const resultado = validarXml(xml, schema);
  if (!resultado.valido) throw new SefazMensagemInvalidaError(schema, resultado.erros);
}
