import { normalizarTextoLivre, type QuebrasDeLinha } from '@erp/fiscal/calculo';
import { z } from 'zod';

/**
 * Free texts that reach a fiscal XML (infCpl, xJust, xCorrecao, the NFS-e's xDescServ and xMotivo). The text is
 * normalised by the same rule the XML builders apply (typographic characters to Latin-1, line breaks joined with "; "
 * where the schema has none) and the lengths are measured on the normalised text, so what passes here fits the XSD,
 * and what is stored and shown is what the XML carries. A character with no accepted counterpart (an emoji) is
 * refused under the field instead of failing the schema later.
 */

function mensagemRecusados(recusados: string[]): string {
  return `Remova os caracteres que o documento fiscal não aceita: ${recusados.join(' ')}`;
}

const normalizado = (mensagem: string, quebrasDeLinha: QuebrasDeLinha) =>
  z.string(mensagem).transform((valor, ctx) => {
    const { texto, recusados } = normalizarTextoLivre(valor, { quebrasDeLinha });
    if (recusados.length > 0) {
      ctx.issues.push({ code: 'custom', message: mensagemRecusados(recusados), input: valor });
      return z.NEVER;
    }
    return texto;
  });

/**
 * A required free text of `min` to `max` characters once normalised. `mensagem` is said for a missing text or a
 * bad length; or give one for a missing/blank text (`vazio`) and another for the length (`tamanho`).
 */
export const zTextoLivreXml = (
  min: number,
  max: number,
  mensagem: string | { vazio: string; tamanho: string },
  opcoes: { quebrasDeLinha?: QuebrasDeLinha } = {},
) => {
  const { vazio, tamanho } = typeof mensagem === 'string' ? { vazio: mensagem, tamanho: mensagem } : mensagem;
  const texto = z.string().min(1, { message: vazio, abort: true });
  return normalizado(vazio, opcoes.quebrasDeLinha ?? 'separar').pipe(
    (min > 1 ? texto.min(min, tamanho) : texto).max(max, tamanho),
  );
};

/** The optional form: absent, null or blank (after normalisation) is null. */
export const zTextoLivreXmlOpcional = (
  max: number,
  mensagem: string,
  opcoes: { quebrasDeLinha?: QuebrasDeLinha } = {},
) =>
  z.preprocess(
    (v) => (v === undefined ? null : v),
    z
      .nullable(normalizado(mensagem, opcoes.quebrasDeLinha ?? 'separar'))
      .transform((v) => (v === '' ? null : v))
      .pipe(z.string().max(max, mensagem).nullable()),
  );

/**
 * How many characters of what is being typed the XML will carry, for the counter under a free-text field: an
 * ellipsis counts 3, spaces and line breaks as they will be joined, the ends trimmed.
 */
export function tamanhoTextoLivreXml(
  valor: string | null | undefined,
  opcoes: { quebrasDeLinha?: QuebrasDeLinha } = {},
): number {
  return normalizarTextoLivre(valor ?? '', { quebrasDeLinha: opcoes.quebrasDeLinha ?? 'separar' }).texto
    .length;
}
