import { XmlInvalidoError } from './abrir-xml.ts';

/**
 * Varredura do texto de um XML que o libxml2 já aceitou (bem formado, sem DOCTYPE), para a assinatura: acha cada
 * pai/elemento a assinar, com a posição de cada um no texto e o caminho até ele na árvore, numa só passada, sem
 * XPath sobre o documento inteiro (que custava ~0,2 ms por consulta numa NF-e de 10 itens).
 *
 * Na mesma passada, confere se a subárvore de cada alvo já está escrita na forma canônica (C14N 1.0 inclusiva, sem
 * comentários). É o caso do XML gerado por este pacote (montarNFe, escaparTexto/escaparAtributo), e então a C14N
 * da subárvore é o próprio texto, só com as declarações de namespace herdadas na tag de abertura: o digest sai do
 * texto, sem a C14N do libxml2. Qualquer construção que a C14N reescreveria, ou que esta conferência não cobre,
 * devolve `canonico: false` e a assinatura usa a C14N do libxml2, como antes. A regra vale só para o que está
 * dentro do alvo; o resto do documento só precisa estar bem formado.
 *
 * Forma canônica aceita aqui, dentro do alvo (tudo o mais cai na C14N do libxml2):
 * - tags `<nome atr="valor">` e `</nome>`, nomes ASCII sem prefixo, um espaço antes de cada atributo, aspas duplas,
 *   atributos em ordem crescente de nome, sem declarações xmlns (nem no próprio alvo) e sem `<a/>`;
 * - texto sem `>`, sem CR e só com as referências &amp; &lt; &gt;; valores de atributo sem TAB, LF, CR e só com
 *   &amp; &lt; &quot; (o `>` fica literal nos atributos, como na C14N);
 * - sem comentários, CDATA ou instruções de processamento.
 */

export interface AlvoNoTexto {
  /** Índices dos elementos da raiz até o alvo: [0] é a raiz, [0, 2] o terceiro elemento filho da raiz. */
  caminho: number[];
  /** Posição do `<` da tag de abertura do alvo. */
  inicio: number;
  /** Posição logo depois do `>` da tag de abertura. */
  fimAbertura: number;
  /** Posição logo depois do `>` da tag de fechamento. */
  fim: number;
  /** A subárvore já está na forma canônica (veja acima); só então `atributos` vale. */
  canonico: boolean;
  /**
   * Os atributos da tag de abertura do alvo como a C14N os escreve (` Id="..." versao="..."`): os do texto, em
   * ordem de nome. No próprio alvo a ordem do texto não importa, porque a tag de abertura é remontada de todo jeito.
   */
  atributos: string;
}

const LT = 60;
const GT = 62;
const BARRA = 47;
const EXCLAMACAO = 33;
const INTERROGACAO = 63;
const ESPACO = 32;

// Nome sem prefixo, só ASCII (a ordem de atributos da C14N é a de bytes; em ASCII, a mesma do JavaScript).
const NOME = /[A-Za-z_][A-Za-z0-9_.-]*/y;
// Depois do nome: atributos e ">" na forma canônica. O valor não contém aspas, "<", TAB, LF nem CR, e só as
// referências que a C14N escreve em atributos. Os laços são "desenrolados" (a* (b a*)*), sem ambiguidade: o tempo é
// linear mesmo quando a expressão falha.
const ATRIBUTOS_CANONICOS =
  /(?: [A-Za-z_][A-Za-z0-9_.-]*="[^"<&\t\n\r]*(?:&(?:amp|lt|quot);[^"<&\t\n\r]*)*")+>/y;
// Depois do "<": qualquer tag de abertura bem formada; o grupo 2 é "/" numa tag vazia.
const ABERTURA = /([^\s/>]+)(?:\s+[^\s=]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/y;
// Texto na forma canônica: sem ">", sem CR e só com &amp; &lt; &gt;. Para no primeiro caractere fora disso.
const TEXTO_CANONICO = /[^<>&\r]*(?:&(?:amp|lt|gt);[^<>&\r]*)*/y;
const ATRIBUTO = / ([^=]+)="[^"]*"/g;
const DECLARACAO_XML = /^\uFEFF?<\?xml\s([^?]*)\?>/;
const VERSAO_1_0 = /^version\s*=\s*["']1\.0["']/;
const CODIFICACAO = /\sencoding\s*=\s*["']([^"']*)["']/;

interface Aberto {
  nome: string;
  local: string;
  filhos: number;
  /** O alvo que este elemento abre, se for um. */
  alvo?: AlvoNoTexto;
}

function nomeLocal(nome: string): string {
  const doisPontos = nome.indexOf(':');
  return doisPontos < 0 ? nome : nome.slice(doisPontos + 1);
}

/**
 * Os atributos (já conferidos pela ABERTURA_CANONICA) em ordem crescente de nome, como a C14N os escreve; undefined
 * se houver uma declaração xmlns, que a C14N trata à parte.
 */
function atributosOrdenados(atributos: string): string | undefined {
  if (atributos === '') return atributos;
  if (atributos.includes(' xmlns=')) return undefined;
  const lista = [...atributos.matchAll(ATRIBUTO)].map((m) => [m[1] as string, m[0]] as const);
  if (lista.length === 1) return atributos;
  // Nomes ASCII (a ABERTURA_CANONICA garante): a ordem de código JavaScript é a ordem de bytes da C14N.
  lista.sort(([a], [b]) => (a < b ? -1 : 1));
  return lista.map(([, atributo]) => atributo).join('');
}

/**
 * Todos os pai/elemento do documento (pelo nome local, em qualquer profundidade, como o XPath
 * //*[local-name()='pai']/*[local-name()='elemento']), em ordem de documento.
 */
export function varrerAlvos(xml: string, pai: string, elemento: string): AlvoNoTexto[] {
  const alvos: AlvoNoTexto[] = [];
  const fechamentoFalso = new RegExp(`</${elemento}\\s*>`);
  // Um XML declarado em outra codificação chega ao libxml2 como UTF-8 mas é lido na codificação declarada; o
  // XML 1.1 tem outras regras de fim de linha.
  const declaracao = DECLARACAO_XML.exec(xml)?.[1];
  const codificacao = declaracao === undefined ? undefined : CODIFICACAO.exec(declaracao)?.[1];
  const textoConfiavel =
    declaracao === undefined ||
    (VERSAO_1_0.test(declaracao) && (codificacao === undefined || /^utf-?8$/i.test(codificacao)));

  const pilha: Aberto[] = [{ nome: '', local: '', filhos: 0 }];
  const caminho: number[] = [];
  /** Alvos abertos (normalmente zero ou um); enquanto houver algum, o texto é conferido. */
  let alvosAbertos = 0;
  const naoCanonico = () => {
    for (const aberto of pilha) if (aberto.alvo) aberto.alvo.canonico = false;
  };

  let i = xml.indexOf('<');
  while (i >= 0) {
    const proximo = xml.charCodeAt(i + 1);
    let fimTag = 0;
    if (proximo === EXCLAMACAO || proximo === INTERROGACAO) {
      // Comentário, CDATA ou instrução de processamento (o DOCTYPE já foi recusado antes do parse).
      const [abre, fecha] =
        proximo === INTERROGACAO
          ? ['<?', '?>']
          : xml.startsWith('<!--', i)
            ? ['<!--', '-->']
            : ['<![CDATA[', ']]>'];
      if (!xml.startsWith(abre, i)) throw new XmlInvalidoError('XML com DOCTYPE ou entidades não é aceito.');
      const fimConteudo = xml.indexOf(fecha, i + abre.length);
      if (fimConteudo < 0)
        throw new XmlInvalidoError(`Não foi possível localizar o fim de ${elemento} no XML.`);
      // Um "</elemento>" aqui dentro deixaria a Signature no lugar errado para quem procura pelo texto.
      if (fechamentoFalso.test(xml.slice(i + abre.length, fimConteudo))) {
        throw new XmlInvalidoError(`Não foi possível localizar o fim de ${elemento} no XML.`);
      }
      if (alvosAbertos > 0) naoCanonico();
      fimTag = fimConteudo + fecha.length;
    } else if (proximo === BARRA) {
      const aberto = pilha.pop() as Aberto;
      const fimNome = i + 2 + aberto.nome.length;
      if (xml.charCodeAt(fimNome) === GT) {
        fimTag = fimNome + 1;
      } else {
        fimTag = xml.indexOf('>', fimNome) + 1;
        if (alvosAbertos > 0) naoCanonico();
      }
      caminho.pop();
      if (aberto.alvo) {
        aberto.alvo.fim = fimTag;
        alvosAbertos--;
      }
    } else {
      const paiAtual = pilha[pilha.length - 1] as Aberto;
      caminho.push(paiAtual.filhos++);
      let nome: string | undefined;
      /** Os atributos, quando a tag está na forma canônica (` a="1" b="2"`, ou '' sem atributos). */
      let atributos: string | undefined;
      let vazia = false;
      NOME.lastIndex = i + 1;
      if (NOME.test(xml)) {
        const fimNome = NOME.lastIndex;
        const seguinte = xml.charCodeAt(fimNome);
        if (seguinte === GT) {
          nome = xml.slice(i + 1, fimNome);
          atributos = '';
          fimTag = fimNome + 1;
        } else if (seguinte === ESPACO) {
          ATRIBUTOS_CANONICOS.lastIndex = fimNome;
          if (ATRIBUTOS_CANONICOS.test(xml)) {
            nome = xml.slice(i + 1, fimNome);
            fimTag = ATRIBUTOS_CANONICOS.lastIndex;
            atributos = xml.slice(fimNome, fimTag - 1);
          }
        }
      }
      if (nome === undefined) {
        ABERTURA.lastIndex = i + 1;
        const tag = ABERTURA.exec(xml);
        if (!tag) throw new XmlInvalidoError(`Não foi possível localizar o fim de ${elemento} no XML.`);
        nome = tag[1] as string;
        vazia = tag[2] === '/';
        fimTag = ABERTURA.lastIndex;
      }
      const local = nomeLocal(nome);
      const aberto: Aberto = { nome, local, filhos: 0 };
      const ehAlvo = local === elemento && paiAtual.local === pai;
      if (ehAlvo || alvosAbertos > 0) {
        const ordenados = atributos === undefined ? undefined : atributosOrdenados(atributos);
        // Nos descendentes os atributos já precisam estar em ordem; a tag do alvo é remontada com os ordenados.
        const canonica = ordenados !== undefined && (ehAlvo || ordenados === atributos);
        if (!canonica) naoCanonico();
        if (ehAlvo) {
          if (nome !== local) throw new XmlInvalidoError('Prefixos de namespace não são aceitos pela SEFAZ.');
          if (vazia) throw new XmlInvalidoError(`Não foi possível localizar o fim de ${elemento} no XML.`);
          aberto.alvo = {
            caminho: [...caminho],
            inicio: i,
            fimAbertura: fimTag,
            fim: -1,
            canonico: textoConfiavel && canonica,
            atributos: ordenados ?? '',
          };
          alvos.push(aberto.alvo);
          alvosAbertos++;
        }
      }
      if (vazia) {
        caminho.pop();
      } else {
        pilha.push(aberto);
      }
    }
    if (alvosAbertos > 0) {
      TEXTO_CANONICO.lastIndex = fimTag;
      TEXTO_CANONICO.test(xml);
      const parada = TEXTO_CANONICO.lastIndex;
      if (parada < xml.length && xml.charCodeAt(parada) !== LT) {
        naoCanonico();
        i = xml.indexOf('<', parada);
      } else {
        i = parada < xml.length ? parada : -1;
      }
    } else {
      i = xml.indexOf('<', fimTag);
    }
  }
  if (alvos.some((alvo) => alvo.fim < 0)) {
    throw new XmlInvalidoError(`Não foi possível localizar o fim de ${elemento} no XML.`);
  }
  return alvos;
}
