/** cTribNac a partir do subitem da LC 116/2003 ("14.05") e do desdobramento nacional (padrão "01"). */
export function cTribNacDoItemLc116(subitem: string, desdobramento = '01'): string {
  const partes = /^([0-9]{1,2})\.([0-9]{2})$/.exec(subitem.trim());
  if (!partes || !/^[0-9]{2}$/.test(desdobramento)) {
    throw new RangeError(`Subitem da LC 116 inválido: "${subitem}" (formato 14.05).`);
  }
  return `${(partes[1] as string).padStart(2, '0')}${partes[2]}${desdobramento}`;
}
