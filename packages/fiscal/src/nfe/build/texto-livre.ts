/**
 * Campos de texto livre (xNome, xProd, natOp, infCpl...) são do tipo TString do schema: sem espaço nas pontas e só
 * caracteres de U+0020 a U+00FF, sem quebra de linha. Os caracteres tipográficos que um editor de texto insere
 * (travessão, aspas curvas, reticências) viram os equivalentes ASCII; espaços em sequência e quebras de linha
 * viram um espaço. Outros caracteres fora da faixa ficam como estão e a validação de schema aponta o campo.
 */
const TIPOGRAFICOS: Readonly<Record<string, string>> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2026': '...',
  '\u00A0': ' ',
};

export function textoLivre(valor: string | undefined): string | undefined {
  if (valor === undefined) return undefined;
  const limpo = valor
    .replace(/[\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u00A0]/g, (c) => TIPOGRAFICOS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
  return limpo === '' ? undefined : limpo;
}

/** Só os dígitos (CEP, telefone, IE com máscara). */
export function somenteDigitos(valor: string | undefined): string | undefined {
  if (valor === undefined) return undefined;
  const digitos = valor.replace(/[^0-9]/g, '');
  return digitos === '' ? undefined : digitos;
}

/** IE sem máscara; ISENTO fica como está. */
export function limparIE(valor: string | undefined): string | undefined {
  if (valor === undefined) return undefined;
  const limpo = valor.trim().toUpperCase();
  return limpo === 'ISENTO' ? limpo : somenteDigitos(limpo);
}
