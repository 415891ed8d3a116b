/**
 * Escape e um construtor mínimo de XML determinístico: a mesma entrada gera sempre os mesmos bytes, sem
 * quebras de linha nem indentação. A SEFAZ recusa caracteres de edição entre as tags (rejeição 588), e um
 * reenvio precisa do XML idêntico ao já assinado.
 */

// XML 1.0 só admite TAB, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD e os planos suplementares (pares válidos).
// Com a flag u um par substituto válido é um só caractere, então a faixa D800-DFFF só pega os avulsos.
// biome-ignore lint/suspicious/noControlCharactersInRegex: são justamente os caracteres que recusamos.
const CARACTERE_PROIBIDO = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/u;
const NOME_XML = /^[A-Za-z_][A-Za-z0-9_.-]*(:[A-Za-z_][A-Za-z0-9_.-]*)?$/;

function recusarProibidos(valor: string): void {
  const achado = CARACTERE_PROIBIDO.exec(valor);
  if (achado) {
    const codigo = (achado[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    throw new RangeError(`Caractere U+${codigo} não é permitido em XML (texto: "${valor.slice(0, 40)}").`);
  }
}

/** Escapa conteúdo de elemento: &, <, > e CR (que o parser transformaria em LF). */
export function escaparTexto(valor: string): string {
  recusarProibidos(valor);
  return valor.replace(/[&<>\r]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#xD;',
  );
}

/** Escapa valor de atributo (entre aspas duplas): &, <, " e TAB/LF/CR, que o parser normalizaria para espaço. */
export function escaparAtributo(valor: string): string {
  recusarProibidos(valor);
  return valor.replace(/[&<"\t\n\r]/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '"':
        return '&quot;';
      case '\t':
        return '&#x9;';
      case '\n':
        return '&#xA;';
      default:
        return '&#xD;';
    }
  });
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Resolve as cinco entidades predefinidas e as referências numéricas (&#233; &#xE9;). Usado sobre valores lidos
 * com o parser em processEntities: false; qualquer outra entidade fica como está (nunca expandimos DTD).
 */
export function decodificarEntidades(valor: string): string {
  if (!valor.includes('&')) return valor;
  return valor.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (original, nome: string) => {
    if (nome.startsWith('#')) {
      const codigo =
        nome[1] === 'x' ? Number.parseInt(nome.slice(2), 16) : Number.parseInt(nome.slice(1), 10);
      return codigo > 0 && codigo <= 0x10ffff ? String.fromCodePoint(codigo) : original;
    }
    return ENTIDADES[nome] ?? original;
  });
}

export type Atributos = Readonly<Record<string, string | undefined>>;

function abrir(nome: string, atributos: Atributos | undefined): string {
  if (!NOME_XML.test(nome)) throw new RangeError(`Nome de elemento XML inválido: "${nome}".`);
  let tag = `<${nome}`;
  if (atributos) {
    for (const [chave, valor] of Object.entries(atributos)) {
      if (valor === undefined) continue;
      if (!NOME_XML.test(chave)) throw new RangeError(`Nome de atributo XML inválido: "${chave}".`);
      tag += ` ${chave}="${escaparAtributo(valor)}"`;
    }
  }
  return tag;
}

/**
 * Elemento folha com texto escapado. Sem valor (undefined ou '') o elemento é omitido, porque a SEFAZ não aceita
 * tags vazias; um campo obrigatório omitido aparece depois na validação de schema com o nome do campo.
 */
export function el(nome: string, texto: string | undefined, atributos?: Atributos): string {
  if (texto === undefined || texto === '') return '';
  return `${abrir(nome, atributos)}>${escaparTexto(texto)}</${nome}>`;
}

/**
 * Grupo com filhos já montados (por el ou grupo). Filhos vazios, undefined ou false são ignorados; um grupo
 * sem filhos e sem atributos é omitido, pelo mesmo motivo de el.
 */
export function grupo(
  nome: string,
  filhos: ReadonlyArray<string | undefined | false>,
  atributos?: Atributos,
): string {
  const conteudo = filhos.filter((f): f is string => typeof f === 'string' && f !== '').join('');
  const temAtributos = atributos !== undefined && Object.values(atributos).some((v) => v !== undefined);
  if (conteudo === '' && !temAtributos) return '';
  const abertura = abrir(nome, atributos);
  return conteudo === '' ? `${abertura}/>` : `${abertura}>${conteudo}</${nome}>`;
}

/**
 * DOCTYPE ou ENTITY em qualquer lugar do documento. Documentos fiscais não usam DTD; recusá-los antes de qualquer
 * parser fecha a porta a XXE e à expansão exponencial de entidades ("billion laughs").
 */
export function contemDtd(xml: string): boolean {
  return /<!\s*(DOCTYPE|ENTITY)/i.test(xml);
}
