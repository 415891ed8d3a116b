/**
 * A mesma URL com outra origem (esquema, host e porta): o caminho, a consulta e o fragmento ficam. É como um
 * substituto local (o simulador, SEFAZ_ENDPOINT_BASE / SEFIN_ENDPOINT_BASE) recebe cada serviço no caminho real
 * da tabela, para que o mesmo código de endereços seja o exercitado nos testes e em produção.
 *
 * A origem tem de ser só origem ("https://127.0.0.1:3443", com ou sem barra no fim) e HTTPS: um caminho nela
 * seria ignorado em silêncio, e os web services fiscais só existem com TLS. Lança RangeError se não for.
 */
export function trocarOrigem(url: string, origem: string): string {
  let nova: URL;
  try {
    nova = new URL(origem);
  } catch {
    throw new RangeError(`Origem inválida: "${origem}" (ex.: https://127.0.0.1:3443).`);
  }
  if (nova.protocol !== 'https:') throw new RangeError(`A origem deve ser HTTPS: "${origem}".`);
  if (nova.pathname !== '/' || nova.search !== '' || nova.hash !== '' || nova.username || nova.password) {
    throw new RangeError(
      `A origem deve ter só esquema, host e porta, sem caminho: "${origem}" (ex.: https://127.0.0.1:3443).`,
    );
  }
  const alvo = new URL(url);
  return `${nova.origin}${alvo.pathname}${alvo.search}${alvo.hash}`;
}
