/**
 * Textos livres que vão para um XML fiscal. Quase todos são do tipo TString dos schemas da NF-e e da NFS-e
 * ([!-ÿ]{1}[ -ÿ]*[!-ÿ]{1}): só caracteres de U+0020 a U+00FF, sem espaço nas pontas e sem quebra de linha. A
 * discriminação da NFS-e (xDescServ, TSStringComQuebraDeLinha) é a exceção que aceita quebras de linha.
 *
 * Uma só regra serve aos montadores (infCpl, xJust, xCorrecao, xMotivo, xDescServ...) e aos schemas zod de
 * @erp/contracts, que medem o texto já normalizado: o que passa na validação cabe no XSD e o texto guardado e
 * mostrado é o mesmo que o XML leva.
 *
 * - Os caracteres tipográficos que editores e celulares inserem viram o equivalente Latin-1: travessões e hífens
 *   (— – ‐ −) '-', aspas curvas (“ ” „) '"', apóstrofos (‘ ’) "'", reticências (…) '...', marcadores (•) '-',
 *   espaços especiais (NBSP, espaço fino) ' '; os invisíveis (espaço de largura zero, hífen opcional) somem.
 * - Acentos decompostos (e + acento agudo, como o macOS digita) são recompostos (NFC); letras fora do Latin-1
 *   com equivalente de compatibilidade ou sem o diacrítico (ﬁ → fi, ş → s) viram esse equivalente.
 * - Tabulações e espaços repetidos viram um espaço. Num texto corrido (infCpl, justificativas), uma quebra de
 *   linha, que o campo não aceita, vira "; " (a separação continua legível, como as informações complementares
 *   costumam separar assuntos), ou só um espaço se o texto antes dela já termina em pontuação; num nome ou
 *   endereço, um espaço.
 * - O que não tem equivalente (emoji, ideogramas, símbolos) é recusado: `recusados` lista esses caracteres para a
 *   mensagem do campo.
 */

/**
 * 'separar' (o padrão de normalizarTextoLivre): textos corridos (infCpl, justificativas, correção), a quebra vira
 * "; ". 'espaco' (o padrão de textoLivre): nomes, endereços, descrições de uma linha, a quebra vira um espaço.
 * 'manter': xDescServ da NFS-e, cujo tipo aceita quebras de linha.
 */
export type QuebrasDeLinha = 'separar' | 'espaco' | 'manter';

export interface OpcoesTextoLivre {
  quebrasDeLinha?: QuebrasDeLinha;
}

export interface TextoLivreNormalizado {
  /** O texto como o XML o leva ('' se não sobrou nada). */
  texto: string;
  /** Os caracteres sem equivalente aceito pelo schema, cada um uma vez, na ordem em que aparecem. */
  recusados: string[];
}

const SUBSTITUTOS: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2039': '<',
  '\u203A': '>',
  '\u2026': '...',
  '\u2022': '-',
  '\u2023': '-',
  '\u2043': '-',
  '\u25CF': '-',
  '\u25AA': '-',
  '\u20AC': 'EUR',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
};

const QUEBRA = '\n';
/** CR LF, CR, LF, tabulação vertical e avanço de página (quebras de linha do Word), NEL, separadores Unicode. */
const QUEBRAS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
/** Invisíveis que não mudam o texto lido: largura zero, junções, BOM, seletores de variação, hífen opcional. */
function invisivel(codigo: number): boolean {
  return (
    codigo === 0xad ||
    (codigo >= 0x200b && codigo <= 0x200d) ||
    codigo === 0x2060 ||
    codigo === 0xfeff ||
    (codigo >= 0xfe00 && codigo <= 0xfe0f)
  );
}
/** Controles C0 (tab e quebras já foram tratados), DEL e C1: não são texto e o XML 1.0 recusa a maioria. */
function controle(codigo: number): boolean {
  return codigo < 0x20 || (codigo >= 0x7f && codigo <= 0x9f);
}
const ESPACOS_UNICODE = /[\u2000-\u200A]/;

function latin1Imprimivel(texto: string): boolean {
  return texto !== '' && /^[\u0020-\u007E\u00A0-\u00FF]+$/.test(texto);
}

/** O equivalente Latin-1 de um caractere de fora da faixa, ou undefined se não há. */
function equivalente(c: string): string | undefined {
  const substituto = SUBSTITUTOS[c];
  if (substituto !== undefined) return substituto;
  if (ESPACOS_UNICODE.test(c)) return ' ';
  const compatibilidade = c.normalize('NFKC');
  if (latin1Imprimivel(compatibilidade)) return compatibilidade;
  const semDiacritico = c.normalize('NFD').replace(/\p{M}/gu, '');
  if (latin1Imprimivel(semDiacritico)) return semDiacritico;
  return undefined;
}

function juntarLinhas(texto: string): string {
  return texto.replace(/ *\n[ \n]*/g, (_, posicao: number) => {
    const anterior = texto[posicao - 1];
    return anterior === undefined || /[.,;:!?]/.test(anterior) ? ' ' : '; ';
  });
}

function normalizar(valor: string, quebras: QuebrasDeLinha, manterRecusados: boolean): TextoLivreNormalizado {
  const recusados: string[] = [];
  let texto = '';
  for (const c of valor.normalize('NFC').replace(QUEBRAS, QUEBRA).replace(/\t/g, ' ')) {
    const codigo = c.codePointAt(0) ?? 0;
    if (invisivel(codigo) || (c !== QUEBRA && controle(codigo))) {
      // some
    } else if (c === QUEBRA || latin1Imprimivel(c)) {
      texto += c === '\u00A0' ? ' ' : c;
    } else {
      const troca = equivalente(c);
      if (troca !== undefined) {
        texto += troca;
      } else {
        if (!recusados.includes(c)) recusados.push(c);
        if (manterRecusados) texto += c;
      }
    }
  }
  texto = texto.replace(/ {2,}/g, ' ');
  if (quebras === 'manter') {
    // Cada linha sem espaço nas pontas; no máximo uma linha em branco entre parágrafos.
    texto = texto
      .split(QUEBRA)
      .map((linha) => linha.trim())
      .join(QUEBRA)
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  } else if (quebras === 'separar') {
    texto = juntarLinhas(texto.trim()).trim();
  } else {
    texto = texto.replace(/ *\n[ \n]*/g, ' ').trim();
  }
  return { texto, recusados };
}

/** O texto como o schema o aceita e os caracteres que não têm equivalente (estes ficam de fora do texto). */
export function normalizarTextoLivre(valor: string, opcoes: OpcoesTextoLivre = {}): TextoLivreNormalizado {
  return normalizar(valor, opcoes.quebrasDeLinha ?? 'separar', false);
}

/**
 * Para os montadores: o texto normalizado, ou undefined se vazio. Um caractere sem equivalente fica onde está,
 * para a validação de schema apontar o campo em vez de o documento sair com o texto mudado em silêncio (as
 * entradas do usuário já foram recusadas antes pelos schemas de @erp/contracts).
 */
export function textoLivre(valor: string | undefined, opcoes: OpcoesTextoLivre = {}): string | undefined {
  if (valor === undefined) return undefined;
  const { texto } = normalizar(valor, opcoes.quebrasDeLinha ?? 'espaco', true);
  return texto === '' ? undefined : texto;
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
