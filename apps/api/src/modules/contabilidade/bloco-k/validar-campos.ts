import type { TAchadoBlocoK } from '@erp/contracts/bloco-k';
import type { Campo } from './registros-efd.ts';
import { REGISTROS } from './registros-efd.ts';

const erro = (registro: string, linha: number, mensagem: string): TAchadoBlocoK => ({
  gravidade: 'erro',
  registro,
  linha,
  mensagem,
});

function conferirCampo(reg: string, numero: number, linha: number, campo: Campo, valor: string) {
  const nome = `campo ${String(numero).padStart(2, '0')} (${campo.nome})`;
  if (valor === '') return campo.obrigatorio ? [erro(reg, linha, `O ${nome} é obrigatório.`)] : [];
  const achados: TAchadoBlocoK[] = [];
  if (valor !== valor.trim()) achados.push(erro(reg, linha, `O ${nome} tem espaços no início ou no fim.`));
  if (campo.tipo === 'N') {
    const formato = campo.decimais ? new RegExp(`^\\d+(,\\d{1,${campo.decimais}})?$`) : /^\d+$/;
    if (!formato.test(valor)) {
      const quais = campo.decimais
        ? `com até ${campo.decimais} casas decimais após a vírgula`
        : 'sem vírgula';
      achados.push(erro(reg, linha, `O ${nome} deve ser numérico, ${quais}: "${valor}".`));
    }
  }
  const tamanho = campo.decimais ? valor.replace(',', '').length : valor.length;
  if (campo.tamanho && campo.exato && tamanho !== campo.tamanho) {
    achados.push(erro(reg, linha, `O ${nome} deve ter exatamente ${campo.tamanho} caracteres: "${valor}".`));
  } else if (campo.tamanho && tamanho > campo.tamanho) {
    achados.push(erro(reg, linha, `O ${nome} tem mais de ${campo.tamanho} caracteres.`));
  }
  return achados;
}

/**
 * One line against its register's table: the pipes that open and close it, a known register, the number of
 * fields, each field's type, size and obligation, and characters ISO-8859-1 can hold. Answers the register
 * (null when unknown), its fields and what is wrong.
 */
export function validarLinha(texto: string, linha: number) {
  const reg = texto.slice(1, 5);
  if (!texto.startsWith('|') || !texto.endsWith('|')) {
    return { reg: null, campos: [], achados: [erro(reg, linha, 'A linha deve começar e terminar com "|".')] };
  }
  const registro = REGISTROS[reg];
  if (!registro) {
    return { reg: null, campos: [], achados: [erro(reg, linha, `Registro desconhecido: "${reg}".`)] };
  }
  const campos = texto.slice(1, -1).split('|');
  const achados: TAchadoBlocoK[] = [];
  // Control characters (C0, DEL, C1) and anything beyond Latin-1 are refused.
  if (/[^\u0020-\u00ff]|[\u007f-\u009f]/.test(texto)) {
    achados.push(
      erro(reg, linha, 'A linha tem caracteres que a codificação ISO-8859-1 do leiaute não admite.'),
    );
  }
  if (campos.length !== registro.campos.length) {
    achados.push(
      erro(
        reg,
        linha,
        `O registro ${reg} deve ter ${registro.campos.length} campos; a linha tem ${campos.length}.`,
      ),
    );
    return { reg, campos, achados };
  }
  for (const [i, campo] of registro.campos.entries()) {
    achados.push(...conferirCampo(reg, i + 1, linha, campo, campos[i] as string));
  }
  return { reg, campos, achados };
}
