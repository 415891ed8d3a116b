/**
 * The discriminação follows the contract's suggestion (service, kg and price per kg) while the user has not
 * written one of their own: an edited text is kept when the service or the quantity changes, and emptying the
 * field lets the suggestion back in.
 */
export function proximaDiscriminacao(atual: string, sugestaoAnterior: string, sugestaoNova: string): string {
  const isPropria = atual.trim() !== '' && atual !== sugestaoAnterior;
  return isPropria ? atual : sugestaoNova;
}
