/**
 * Recorta do texto original os elementos `nome` (que não se aninham, como NFe num enviNFe ou evento num
 * envEvento). A assinatura é conferida sobre esses bytes, não sobre uma reserialização, e cada documento é
 * conferido isolado, como a SEFAZ faz ao extrair as NF-e do lote.
 */
export function extrairElementos(xml: string, nome: string): string[] {
  const abertura = new RegExp(`<${nome}(?=[\\s>/])`, 'g');
  const fechamento = `</${nome}>`;
  const elementos: string[] = [];
  for (let achado = abertura.exec(xml); achado; achado = abertura.exec(xml)) {
    const fim = xml.indexOf(fechamento, achado.index);
    if (fim < 0) break;
    elementos.push(xml.slice(achado.index, fim + fechamento.length));
    abertura.lastIndex = fim + fechamento.length;
  }
  return elementos;
}

/** Conteúdo entre a abertura e o fechamento do primeiro elemento `nome` (com qualquer prefixo). */
export function conteudoDoElemento(
  xml: string,
  nome: string,
): { abertura: string; conteudo: string } | undefined {
  const abertura = new RegExp(`<((?:[A-Za-z_][\\w.-]*:)?${nome})(?=[\\s>/])[^>]*>`).exec(xml);
  if (!abertura) return undefined;
  const inicio = abertura.index + abertura[0].length;
  const fim = xml.lastIndexOf(`</${abertura[1]}>`);
  if (fim < inicio) return undefined;
  return { abertura: abertura[0], conteudo: xml.slice(inicio, fim) };
}

/**
 * Documento isolado: dentro do lote o elemento herda o namespace padrão do pai; sozinho, precisa declará-lo.
 * A C14N inclusiva do elemento assinado dá o mesmo resultado nos dois casos.
 */
export function comNamespace(elemento: string, namespace: string): string {
  const abertura = /^<[^\s>/]+[^>]*>/.exec(elemento)?.[0] ?? '';
  if (/\sxmlns\s*=/.test(abertura)) return elemento;
  return elemento.replace(/^<([^\s>/]+)/, `<$1 xmlns="${namespace}"`);
}
