import {
  conferirDeducoes,
  type EntradaValoresNfse,
  MENSAGEM_QUANTIDADE_OU_VALOR,
  type TEmitirNfse,
  ZEmitirNfse,
} from '@erp/contracts/nfse';
import type { TServico } from '@erp/contracts/servicos';
import type { z } from 'zod';

/** The service is billed by weight (kg x the service's price per kg) or by a value typed on the screen. */
export type Cobranca = 'quantidade' | 'valor';

export const RETENCOES = [
  { campo: 'retencao_pis', chave: 'pis', rotulo: 'PIS (%)' },
  { campo: 'retencao_cofins', chave: 'cofins', rotulo: 'COFINS (%)' },
  { campo: 'retencao_csll', chave: 'csll', rotulo: 'CSLL (%)' },
  { campo: 'retencao_irrf', chave: 'irrf', rotulo: 'IR (%)' },
  { campo: 'retencao_inss', chave: 'inss', rotulo: 'INSS (%)' },
] as const;
export type CampoRetencao = (typeof RETENCOES)[number]['campo'];

/** The screen's fields as the inputs hold them (text), one flat object so each error sits under its input. */
export type FormularioNfse = {
  id_cliente: string;
  id_servico: string;
  cobranca: Cobranca;
  quantidade: string;
  valor_servico: string;
  /** Deduções/reduções of the ISS base, in reais (vDR). */
  valor_deducoes: string;
  id_nfe_referencia: string;
  data_competencia: string;
  discriminacao: string;
  iss_retido: boolean;
  data_vencimento: string;
} & Record<CampoRetencao, string>;

export type CampoFormulario = Exclude<keyof FormularioNfse, 'cobranca' | 'iss_retido'>;

export function formularioVazio(hoje: string): FormularioNfse {
  return {
    id_cliente: '',
    id_servico: '',
    cobranca: 'quantidade',
    quantidade: '',
    valor_servico: '',
    valor_deducoes: '',
    id_nfe_referencia: '',
    data_competencia: hoje,
    discriminacao: '',
    iss_retido: false,
    data_vencimento: '',
    retencao_pis: '',
    retencao_cofins: '',
    retencao_csll: '',
    retencao_irrf: '',
    retencao_inss: '',
  };
}

/** "2,5" typed with a Brazilian comma reads as "2.5"; the contract takes dot decimals. */
function decimalDigitado(valor: string): string {
  return valor.trim().replace(',', '.');
}

function retencoes(form: FormularioNfse) {
  return Object.fromEntries(RETENCOES.map((r) => [r.chave, decimalDigitado(form[r.campo])])) as Record<
    (typeof RETENCOES)[number]['chave'],
    string
  >;
}

/** The body of POST /nfse/emitir: only the value the chosen billing uses is sent (the contract wants one). */
export function payloadDoFormulario(form: FormularioNfse, idempotencyKey: string): TEmitirNfse {
  const porQuantidade = form.cobranca === 'quantidade';
  return {
    idempotency_key: idempotencyKey,
    id_cliente: form.id_cliente,
    id_servico: form.id_servico,
    ...(porQuantidade
      ? { quantidade: decimalDigitado(form.quantidade) }
      : { valor_servico: decimalDigitado(form.valor_servico) }),
    valor_deducoes: decimalDigitado(form.valor_deducoes),
    id_nfe_referencia: form.id_nfe_referencia,
    data_competencia: form.data_competencia,
    data_vencimento: form.data_vencimento,
    discriminacao: form.discriminacao,
    iss_retido: form.iss_retido,
    retencoes: retencoes(form),
  };
}

/** What the contract's calcularValoresNfse needs: the screen's fields and the chosen service's price and rate. */
export function entradaDosValores(
  form: FormularioNfse,
  servico: Pick<TServico, 'preco' | 'aliquota_iss'> | undefined,
): EntradaValoresNfse | null {
  if (!servico) return null;
  const porQuantidade = form.cobranca === 'quantidade';
  return {
    quantidade: porQuantidade ? decimalDigitado(form.quantidade) : null,
    preco_kg: servico.preco,
    valor_servico: porQuantidade ? null : decimalDigitado(form.valor_servico),
    valor_deducoes: decimalDigitado(form.valor_deducoes),
    aliquota_iss: servico.aliquota_iss,
    iss_retido: form.iss_retido,
    retencoes: retencoes(form),
  };
}

export type ErrosFormulario = Partial<Record<CampoFormulario, string>>;

export type ValidacaoFormulario =
  | { ok: true; payload: z.output<typeof ZEmitirNfse> }
  | { ok: false; erros: ErrosFormulario };

/** The contract's field of an issue, as the screen's input that shows it. */
function campoDoErro(caminho: readonly PropertyKey[], form: FormularioNfse): CampoFormulario | null {
  const [primeiro, segundo] = caminho.map(String);
  if (primeiro === 'retencoes' && segundo) return `retencao_${segundo}` as CampoRetencao;
  // The "quantity or value" rule is reported on quantidade; the user sees it under the input in use.
  if (primeiro === 'quantidade' || primeiro === 'valor_servico') {
    return form.cobranca === 'quantidade' ? 'quantidade' : 'valor_servico';
  }
  const campos: readonly string[] = Object.keys(form);
  return primeiro && campos.includes(primeiro) ? (primeiro as CampoFormulario) : null;
}

/**
 * The screen's validation is the API's own schema, with its Portuguese messages (first one per field). With the
 * chosen service, the deductions are also checked against kg x its price, as the API checks them.
 */
export function validarFormulario(
  form: FormularioNfse,
  idempotencyKey: string,
  servico?: Pick<TServico, 'preco' | 'aliquota_iss'>,
): ValidacaoFormulario {
  const resultado = ZEmitirNfse.safeParse(payloadDoFormulario(form, idempotencyKey));
  const entrada = entradaDosValores(form, servico);
  const deducoesAcima = entrada ? conferirDeducoes(entrada) : undefined;
  if (resultado.success && !deducoesAcima) return { ok: true, payload: resultado.data };
  const erros: ErrosFormulario = {};
  if (deducoesAcima) erros.valor_deducoes = deducoesAcima;
  if (resultado.success) return { ok: false, erros };
  for (const issue of resultado.error.issues) {
    const campo = campoDoErro(issue.path, form);
    if (campo && !erros[campo]) erros[campo] = issue.message;
  }
  // zod runs the contract's "quantity or value" rule only once the fields are valid: said at once here.
  const campoDoValor = form.cobranca === 'quantidade' ? 'quantidade' : 'valor_servico';
  if (!erros[campoDoValor] && form[campoDoValor].trim() === '')
    erros[campoDoValor] = MENSAGEM_QUANTIDADE_OU_VALOR;
  return { ok: false, erros };
}
