/**
 * A list heading with its count, 'Gerenciamento de Produtos (12 no total)' (SPEC §2). Until the count is
 * known (first load, or a list the user may not see) the heading goes without it rather than claim 0.
 */
export function countedTitle(title: string, totalItems: number | undefined): string {
  return totalItems === undefined ? title : `${title} (${totalItems} no total)`;
}
