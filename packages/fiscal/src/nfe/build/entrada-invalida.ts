/**
 * Entrada do montador inconsistente ou incompleta. `campo` é o caminho do dado na entrada (ex.: det[2].qCom), para
 * a tela apontar o campo; a mensagem, em português, vai para o usuário como está.
 */
export class EntradaNFeInvalidaError extends Error {
  override readonly name = 'EntradaNFeInvalidaError';

  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Recusa qualquer number na entrada, em qualquer profundidade. O tipo já impede no TypeScript, mas a entrada
 * costuma vir de JSON: 0.1 + 0.2 num campo de valor viraria 0.30000000000000004 e uma nota recusada.
 */
export function recusarNumeros(valor: unknown, caminho = 'entrada'): void {
  if (typeof valor === 'number' || typeof valor === 'bigint') {
    throw new EntradaNFeInvalidaError(
      caminho,
      `O campo ${caminho} veio como número (${String(valor)}); valores fiscais devem ser texto decimal, ex.: "3.00".`,
    );
  }
  if (Array.isArray(valor)) {
    valor.forEach((item, indice) => {
      recusarNumeros(item, `${caminho}[${indice}]`);
    });
    return;
  }
  if (typeof valor === 'object' && valor !== null) {
    for (const [chave, filho] of Object.entries(valor)) recusarNumeros(filho, `${caminho}.${chave}`);
  }
}
