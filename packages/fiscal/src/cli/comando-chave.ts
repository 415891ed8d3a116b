import { validarChave } from '../common/chave.ts';
import { formatarCnpj, isCnpjValido } from '../common/cnpj.ts';
import { formatarCpf, isCpfValido } from '../common/cpf.ts';
import { buscarUF } from '../common/uf.ts';
import { CODIGO, type CodigoSaida, type Terminal, UsoIncorretoError } from './terminal.ts';

const FORMAS_DE_EMISSAO: Readonly<Record<string, string>> = {
  '1': 'normal',
  '2': 'contingência FS-IA',
  '3': 'regime especial NFF',
  '4': 'contingência EPEC',
  '5': 'contingência FS-DA',
  '6': 'contingência SVC-AN',
  '7': 'contingência SVC-RS',
  '9': 'contingência off-line da NFC-e',
};

const MODELOS: Readonly<Record<string, string>> = { '55': 'NF-e', '65': 'NFC-e' };

/**
 * CNPJ do emitente ou, para o produtor rural pessoa física, o CPF precedido de 000. Com dígitos verificadores
 * errados a SEFAZ recusa a chave (o emitente não existe), então ela não é válida, mesmo com o cDV certo.
 */
function emitente(documento: string): { linha: string; erro?: string } {
  if (isCnpjValido(documento)) return { linha: `CNPJ do emitente: ${formatarCnpj(documento)}` };
  const cpf = documento.slice(3);
  if (documento.startsWith('000') && isCpfValido(cpf))
    return { linha: `CPF do emitente: ${formatarCpf(cpf)}` };
  return {
    linha: `CNPJ do emitente: ${formatarCnpj(documento)} (dígitos verificadores do CNPJ inválidos)`,
    erro: `O CNPJ do emitente (${formatarCnpj(documento)}) tem dígitos verificadores inválidos: a SEFAZ recusa esta chave.`,
  };
}

/** `chave <chave>`: confere o DV e o formato e explica cada parte da chave de acesso. */
export function comandoChave(posicionais: readonly string[], terminal: Terminal): CodigoSaida {
  if (posicionais.length === 0) throw new UsoIncorretoError('Uso: chave <chave de acesso com 44 caracteres>');
  // Aceita a chave como o DANFE a imprime, em grupos de 4 separados por espaço.
  const chave = posicionais.join('').replace(/\s/g, '');
  const resultado = validarChave(chave);
  const erros = [...resultado.erros];
  terminal.escrever(`Chave: ${chave.replace(/(.{4})(?=.)/g, '$1 ')}`);
  const p = resultado.partes;
  if (p) {
    const doEmitente = emitente(p.cnpj);
    if (doEmitente.erro) erros.push(doEmitente.erro);
    const uf = buscarUF(p.cUF);
    terminal.escrever(`UF: ${p.cUF}${uf ? ` (${uf.sigla} - ${uf.nome})` : ' (inexistente)'}`);
    terminal.escrever(`Ano e mês de emissão: ${p.aamm.slice(2)}/20${p.aamm.slice(0, 2)}`);
    terminal.escrever(doEmitente.linha);
    terminal.escrever(`Modelo: ${p.mod}${MODELOS[p.mod] ? ` (${MODELOS[p.mod]})` : ''}`);
    terminal.escrever(`Série: ${Number(p.serie)}`);
    terminal.escrever(`Número: ${Number(p.nNF)}`);
    terminal.escrever(
      `Forma de emissão: ${p.tpEmis}${FORMAS_DE_EMISSAO[p.tpEmis] ? ` (${FORMAS_DE_EMISSAO[p.tpEmis]})` : ''}`,
    );
    terminal.escrever(`Código numérico (cNF): ${p.cNF}`);
    terminal.escrever(`Dígito verificador: ${p.cDV}`);
  }
  for (const erro of erros) terminal.escrever(`Erro: ${erro}`);
  const valida = erros.length === 0;
  terminal.escrever(`Resultado: chave ${valida ? 'válida' : 'inválida'}`);
  return valida ? CODIGO.SUCESSO : CODIGO.INVALIDO;
}
