import { formatarCnpj } from '../../common/cnpj.ts';
import { formatarCpf } from '../../common/cpf.ts';

/**
 * Formatação dos documentos auxiliares (DANFE, DANFSe) no padrão brasileiro, sempre a partir do texto do XML:
 * "1234.5" vira "1.234,50" sem passar por number, porque um float mostraria 0,30000000000000004 ou arredondaria
 * vUnCom de 10 casas. Datas e horas saem como estão no XML (horário do emitente), sem conversão de fuso: o DANFE
 * mostra a hora que a nota declara, não a do computador que imprime.
 */

const DECIMAL_XML = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

function agruparMilhares(inteira: string): string {
  return inteira.replace(/\B(?=([0-9]{3})+(?![0-9]))/g, '.');
}

/**
 * Número do XML em pt-BR com separador de milhar. `casasMinimas` completa com zeros; `casasMaximas` corta o
 * excesso arredondando meio para cima (só na apresentação; o valor do XML já vem com as casas do schema).
 * Texto que não é decimal volta como está, para não esconder um dado estranho do documento.
 */
export function formatarNumero(
  valor: string | undefined,
  casasMinimas = 2,
  casasMaximas = casasMinimas,
): string {
  if (valor === undefined || valor === '') return '';
  const partes = DECIMAL_XML.exec(valor.trim());
  if (!partes) return valor;
  const sinal = partes[1] as string;
  let inteira = (partes[2] as string).replace(/^0+(?=[0-9])/, '');
  let fracao = partes[3] ?? '';
  if (fracao.length > casasMaximas) {
    const arredondado = arredondarTexto(inteira, fracao, casasMaximas);
    inteira = arredondado.inteira;
    fracao = arredondado.fracao;
  }
  fracao = fracao.replace(/0+$/, '').padEnd(casasMinimas, '0');
  const texto = fracao.length > 0 ? `${agruparMilhares(inteira)},${fracao}` : agruparMilhares(inteira);
  return sinal && /[1-9]/.test(inteira + fracao) ? `-${texto}` : texto;
}

/** Arredonda meio para cima uma fração decimal em texto, propagando o "vai um" até a parte inteira. */
function arredondarTexto(
  inteira: string,
  fracao: string,
  casas: number,
): { inteira: string; fracao: string } {
  const digitos = (inteira + fracao.slice(0, casas)).split('').map(Number);
  if (Number(fracao[casas]) >= 5) {
    let i = digitos.length - 1;
    while (i >= 0) {
      const digito = (digitos[i] as number) + 1;
      digitos[i] = digito % 10;
      if (digito < 10) break;
      i--;
    }
    if (i < 0) digitos.unshift(1);
  }
  const texto = digitos.join('');
  const corte = texto.length - casas;
  return { inteira: texto.slice(0, corte) || '0', fracao: texto.slice(corte) };
}

/** Valores monetários: sempre 2 casas ("500.00" -> "500,00"). */
export function formatarMoeda(valor: string | undefined): string {
  return formatarNumero(valor, 2, 2);
}

/** Moeda com o símbolo, como no DANFSe ("R$ 1.234,56"); vazio quando o campo não existe. */
export function formatarReais(valor: string | undefined): string {
  const texto = formatarMoeda(valor);
  return texto === '' ? '' : `R$ ${texto}`;
}

/** Quantidades e valores unitários: as casas do XML, com um mínimo (qCom 4, vUnCom 2) e até 10. */
export function formatarQuantidade(valor: string | undefined, casasMinimas = 4): string {
  return formatarNumero(valor, casasMinimas, 10);
}

/** Percentuais (pICMS "18.0000" -> "18,00"). */
export function formatarAliquota(valor: string | undefined): string {
  return formatarNumero(valor, 2, 4);
}

const DATA_HORA_XML = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:T([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?)?/;

/** dd/mm/aaaa de uma data (AAAA-MM-DD) ou data e hora do XML. */
export function formatarData(valor: string | undefined): string {
  const partes = valor ? DATA_HORA_XML.exec(valor) : null;
  if (!partes) return valor ?? '';
  return `${partes[3]}/${partes[2]}/${partes[1]}`;
}

/** hh:mm:ss de uma data e hora do XML, como declarada (sem converter o fuso). */
export function formatarHora(valor: string | undefined): string {
  const partes = valor ? DATA_HORA_XML.exec(valor) : null;
  if (!partes?.[4]) return '';
  return `${partes[4]}:${partes[5]}:${partes[6] ?? '00'}`;
}

/** dd/mm/aaaa hh:mm:ss. */
export function formatarDataHora(valor: string | undefined): string {
  const hora = formatarHora(valor);
  const data = formatarData(valor);
  return hora ? `${data} ${hora}` : data;
}

/** CNPJ (numérico ou alfanumérico) ou CPF com máscara, pelo tamanho. */
export function formatarDocumento(documento: string | undefined): string {
  if (!documento) return '';
  const limpo = documento.replace(/[.\-/\s]/g, '');
  return limpo.length === 11 ? formatarCpf(limpo) : formatarCnpj(limpo);
}

/** 00000-000. */
export function formatarCep(cep: string | undefined): string {
  if (!cep) return '';
  return /^[0-9]{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

/** Número local de 8 ou 9 dígitos: NNNN-NNNN ou NNNNN-NNNN (também 4004-NNNN, 3003-NNNN, sem DDD). */
function numeroLocal(numero: string): string {
  const corte = numero.length - 4;
  return `${numero.slice(0, corte)}-${numero.slice(corte)}`;
}

/**
 * Telefone como se escreve no Brasil, pelo tipo do número (o XML traz só dígitos, TFone de 6 a 14):
 * - fixo com DDD, 10 dígitos: (DD) NNNN-NNNN; celular com DDD, 11: (DD) NNNNN-NNNN;
 * - não geográficos 0800, 0300, 0500 e 0900: 0800 NNN NNNN;
 * - sem DDD, 8 ou 9 dígitos (os nacionais 4004-NNNN, 3003-NNNN... e números locais): NNNN-NNNN, NNNNN-NNNN;
 * - gravado com o 0 da discagem interurbana na frente (impresso (DD) NNNN-NNNN) ou com o código do país
 *   (+55 (DD) NNNN-NNNN).
 * Outro formato (exterior, ramal) volta como veio, sem inventar separadores.
 */
export function formatarTelefone(fone: string | undefined): string {
  if (!fone) return '';
  if (!/^[0-9]+$/.test(fone)) return fone;
  const naoGeografico = /^(0[3589]00)([0-9]{6,7})$/.exec(fone);
  if (naoGeografico) {
    const resto = naoGeografico[2] as string;
    const corte = resto.length - 4;
    return `${naoGeografico[1]} ${resto.slice(0, corte)} ${resto.slice(corte)}`;
  }
  const comDdd = (digitos: string) => `(${digitos.slice(0, 2)}) ${numeroLocal(digitos.slice(2))}`;
  if (/^[0-9]{8,9}$/.test(fone)) return numeroLocal(fone);
  if (/^[1-9][0-9]{9,10}$/.test(fone)) return comDdd(fone);
  if (/^0[1-9][0-9]{9,10}$/.test(fone)) return comDdd(fone.slice(1));
  if (/^55[1-9][0-9]{9,10}$/.test(fone)) return `+55 ${comDdd(fone.slice(2))}`;
  return fone;
}

/** Chave de acesso em grupos de 4 caracteres, como o MOC pede no DANFE. */
export function formatarChaveAcesso(chave: string): string {
  return chave.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Número da nota com 9 dígitos em grupos de 3 ("26" -> "000.000.026"). */
export function formatarNumeroNota(numero: string): string {
  return numero.padStart(9, '0').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');
}
