import { XmlInvalidoError } from '../common/abrir-xml.ts';
import { verificarAssinatura } from '../common/sign-xml.ts';
import { conferirNFe } from '../nfe/regras/conferir-nfe.ts';
import { validarDocumentoFiscal } from '../nfe/validate.ts';
import { CODIGO, type CodigoSaida, lerArquivo, type Terminal, UsoIncorretoError } from './terminal.ts';
import { tipoDoDocumento } from './tipo-documento.ts';

/**
 * `validar <arquivo.xml>`: identifica o documento pelo elemento raiz, valida com o schema dele, confere as
 * assinaturas e, em NF-e, as regras da SEFAZ que dependem só do documento (chave e total dos produtos).
 */
export function comandoValidar(posicionais: readonly string[], terminal: Terminal): CodigoSaida {
  const [arquivo, ...sobra] = posicionais;
  if (!arquivo || sobra.length > 0) throw new UsoIncorretoError('Uso: validar <arquivo.xml>');
  const xml = lerArquivo(arquivo).toString('utf8');
  terminal.escrever(`Arquivo: ${arquivo}`);
  let tipo: ReturnType<typeof tipoDoDocumento>;
  try {
    tipo = tipoDoDocumento(xml);
  } catch (erro) {
    if (!(erro instanceof XmlInvalidoError)) throw erro;
    terminal.escrever(`XML inválido: ${erro.message}${erro.linha ? ` (linha ${erro.linha})` : ''}`);
    terminal.escrever('Resultado: documento inválido');
    return CODIGO.INVALIDO;
  }
  terminal.escrever(`Documento: ${tipo.nome}`);

  const schema = validarDocumentoFiscal(xml);
  if (schema.valido) {
    terminal.escrever('Schema: válido');
  } else {
    terminal.escrever(`Schema: inválido (${schema.erros.length} erro${schema.erros.length > 1 ? 's' : ''})`);
    for (const erro of schema.erros) {
      terminal.escrever(
        `  - linha ${erro.linha}${erro.caminho ? `, ${erro.caminho}` : ''}: ${erro.mensagem}`,
      );
    }
  }

  const assinatura = verificarAssinatura(xml, { perfilSefaz: tipo.isPerfilSefaz });
  const textoAssinatura =
    assinatura.situacao === 'valida' ? 'válida' : assinatura.situacao === 'ausente' ? 'ausente' : 'inválida';
  terminal.escrever(
    `Assinatura: ${textoAssinatura}${assinatura.motivo && assinatura.situacao === 'invalida' ? ` (${assinatura.motivo})` : ''}`,
  );

  let regrasValidas = true;
  if (tipo.raiz === 'NFe' || tipo.raiz === 'nfeProc') {
    const conferencia = conferirNFe(xml);
    regrasValidas = conferencia.valida;
    terminal.escrever(
      `Regras da SEFAZ (chave e totais): ${conferencia.valida ? 'conferem' : 'não conferem'}`,
    );
    for (const erro of conferencia.erros) terminal.escrever(`  - ${erro}`);
  }

  const valido = schema.valido && assinatura.situacao !== 'invalida' && regrasValidas;
  terminal.escrever(`Resultado: documento ${valido ? 'válido' : 'inválido'}`);
  return valido ? CODIGO.SUCESSO : CODIGO.INVALIDO;
}
