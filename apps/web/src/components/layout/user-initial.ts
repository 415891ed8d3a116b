/** The avatar letter: the first character of the name, upper-cased ('?' for an empty name). */
export function userInitial(nome: string): string {
  // Array.from splits by code point, so a name starting with an astral character is not cut in half.
  const [first] = Array.from(nome.trim());
  return first ? first.toLocaleUpperCase('pt-BR') : '?';
}
