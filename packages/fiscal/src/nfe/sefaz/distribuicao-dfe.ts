import { gunzipSync } from 'node:zlib';
import { cUFDaSigla } from '../../common/uf.ts';
import { type ClienteSefaz, chamarServico } from './cliente-sefaz.ts';
import { atributo, filhos, texto } from './ler-xml-retorno.ts';
import { type ConsultaDFe, montarDistDFeInt } from './montar-dist-dfe-int.ts';
import { exigirMensagemValida } from './validar-mensagem.ts';

export interface PedidoDistribuicaoDFe {
  /** CNPJ (14) ou CPF (11) do interessado: o do certificado. */
  interessado: string;
  consulta: ConsultaDFe;
}

export interface DocumentoDFe {
  nsu: string;
  /** Schema do documento, ex.: resNFe_v1.01.xsd, procNFe_v4.00.xsd, resEvento_v1.01.xsd, procEventoNFe_v1.00.xsd. */
  schema: string;
  /** O documento descompactado (UTF-8). É XML de terceiros: leia com parseNFe, que o trata como não confiável. */
  xml: string;
  /**
   * Por que o docZip não pôde ser lido (xml vazio). Um documento ruim não derruba a resposta: guarde o NSU com
   * o erro, ou o mesmo NSU volta em toda consulta.
   */
  erro?: string;
}

export interface RetDistDFeInt {
  /** 138 há documentos, 137 nenhum documento novo, 656 consumo indevido (aguarde 1 hora), ou rejeição. */
  cStat: string;
  xMotivo: string;
  dhResp: string;
  ultNSU: string;
  maxNSU: string;
  documentos: DocumentoDFe[];
  /** retDistDFeInt como veio (com os docZip ainda compactados). */
  xml: string;
}

/** Limite de cada documento descompactado: protege contra "bombas" de gzip. Uma NF-e tem no máximo ~1 MB. */
const TAMANHO_MAXIMO_DOCUMENTO = 5 * 1024 * 1024;

/** O documento descompactado, ou por que não pôde ser lido (base64 ou gzip inválido, maior que o limite). */
export function lerDocZip(base64: string, nsu: string): { xml: string } | { erro: string } {
  const limpo = base64.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(limpo)) return { erro: `o docZip do NSU ${nsu} não é base64 válido` };
  try {
    return {
      xml: gunzipSync(Buffer.from(limpo, 'base64'), { maxOutputLength: TAMANHO_MAXIMO_DOCUMENTO }).toString(
        'utf8',
      ),
    };
  } catch (erro) {
    const motivo =
      (erro as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'maior que 5 MB' : 'gzip inválido';
    return { erro: `o docZip do NSU ${nsu} não pôde ser lido (${motivo})` };
  }
}

/**
 * NFeDistribuicaoDFe (Ambiente Nacional): documentos destinados ao interessado. Para buscar tudo, repita com
 * ultNSU = o ultNSU devolvido até ultNSU == maxNSU; com 137, espere ao menos 1 hora antes da próxima consulta
 * (NT 2014.002), ou a SEFAZ responde 656 e bloqueia o CNPJ por uma hora.
 */
export async function distribuicaoDFe(
  cliente: ClienteSefaz,
  pedido: PedidoDistribuicaoDFe,
): Promise<RetDistDFeInt> {
  const dados = montarDistDFeInt({
    tpAmb: cliente.tpAmb,
    cUFAutor: cUFDaSigla(cliente.uf),
    interessado: pedido.interessado,
    consulta: pedido.consulta,
  });
  exigirMensagemValida(dados, 'distDFeInt');
  const retorno = await chamarServico(cliente, 'NFeDistribuicaoDFe', dados, {
    orgao: 'AN',
    contingencia: null,
  });
  const campo = (nome: string) => texto(retorno.no, nome) ?? '';
  const documentos = filhos(retorno.no, 'loteDistDFeInt')
    .flatMap((lote) => filhos(lote, 'docZip'))
    .map((doc): DocumentoDFe => {
      const nsu = atributo(doc, 'NSU') ?? '';
      const conteudo = doc['#text'];
      const lido = lerDocZip(typeof conteudo === 'string' ? conteudo : '', nsu);
      return { nsu, schema: atributo(doc, 'schema') ?? '', ...('xml' in lido ? lido : { xml: '', ...lido }) };
    });
  return {
    cStat: campo('cStat'),
    xMotivo: campo('xMotivo'),
    dhResp: campo('dhResp'),
    ultNSU: campo('ultNSU'),
    maxNSU: campo('maxNSU'),
    documentos,
    xml: retorno.xml,
  };
}
