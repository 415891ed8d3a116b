// The transport group of an NF-e (X): modalidade, transportadora, vehicle and volumes.
import { Decimal } from '@erp/fiscal/decimal';
import { z } from 'zod';
import { SIGLAS_UF, zCpfCnpj, zDecimal } from './fields.ts';
import { vazioParaNull } from './nfe-campos.ts';
import { zTextoLivreXml, zTextoLivreXmlOpcional } from './texto-livre.ts';

/** X02 modFrete, with SEFAZ's descriptions; 9 (no transport) is the default. */
export const MODALIDADES_FRETE = [
  { value: '0', label: '0 - Contratação do frete por conta do remetente (CIF)' },
  { value: '1', label: '1 - Contratação do frete por conta do destinatário (FOB)' },
  { value: '2', label: '2 - Contratação do frete por conta de terceiros' },
  { value: '3', label: '3 - Transporte próprio por conta do remetente' },
  { value: '4', label: '4 - Transporte próprio por conta do destinatário' },
  { value: '9', label: '9 - Sem ocorrência de transporte' },
] as const;
export type TModalidadeFreteNfe = (typeof MODALIDADES_FRETE)[number]['value'];
export const SEM_TRANSPORTE: TModalidadeFreteNfe = '9';

export const MENSAGEM_SEM_TRANSPORTE =
  'Sem ocorrência de transporte (modalidade 9) não se informa transportadora nem veículo.';
export const MENSAGEM_VEICULO_INTERESTADUAL =
  'Em operação interestadual o veículo não vai na NF-e (rejeição 868 da SEFAZ): ele consta do MDF-e.';

/** A name or address of the transport group (TString 1-60 or 2-60), normalised as the XML carries it. */
const zTextoTransporte = (min: number, mensagem: string) =>
  zTextoLivreXml(min, 60, mensagem, { quebrasDeLinha: 'espaco' });
const zTextoTransporteOpcional = (mensagem: string) =>
  zTextoLivreXmlOpcional(60, mensagem, { quebrasDeLinha: 'espaco' });
const zUf = (mensagem: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(SIGLAS_UF, mensagem));

/** X03 transporta: from the suppliers or clients, or typed. IE as TIeDest: 2 to 14 digits or ISENTO. */
export const ZTransportadoraNfe = z
  .object({
    cpf_cnpj: zCpfCnpj,
    nome: zTextoTransporte(2, 'O nome da transportadora deve ter entre 2 e 60 caracteres.'),
    ie: z.preprocess(
      // The mask goes; 'isento' in any case is ISENTO.
      (v) => (typeof v === 'string' ? vazioParaNull(v.replace(/[.\-/\s]/g, '').toUpperCase()) : v),
      z
        .string('Inscrição estadual inválida.')
        .regex(/^(ISENTO|[0-9]{2,14})$/, 'Inscrição estadual inválida: de 2 a 14 dígitos, ou ISENTO.')
        .nullable()
        .optional(),
    ),
    endereco: zTextoTransporteOpcional('O endereço deve ter até 60 caracteres.'),
    municipio: zTextoTransporteOpcional('O município deve ter até 60 caracteres.'),
    uf: z.preprocess(vazioParaNull, zUf('UF inválida.').nullable().optional()),
  })
  .superRefine((t, ctx) => {
    // An IE is of one UF: without it the carrier's registration cannot be read.
    if (t.ie && t.ie !== 'ISENTO' && !t.uf) {
      ctx.addIssue({ code: 'custom', path: ['uf'], message: 'Informe a UF da inscrição estadual.' });
    }
  });

/** X19 placa: Mercosul (AAA9A99) or the old format (AAA9999), 7 characters, without the dash. */
export const ZVeiculoNfe = z.object({
  placa: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v),
    z
      .string('Informe a placa do veículo.')
      .regex(/^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/, 'Placa inválida: use AAA9999 ou o padrão Mercosul AAA9A99.'),
  ),
  uf: zUf('Informe a UF do veículo.'),
});

/** Weights in kg, TDec_1203: up to 12 integer digits and 3 places. */
const zPeso = z.preprocess(
  vazioParaNull,
  zDecimal({ scale: 3, min: 0, max: 999_999_999_999 }).nullable().optional(),
);

/** X26 vol: a group of volumes of one species. */
export const ZVolumeNfe = z
  .object({
    qVol: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z
        .string('Informe a quantidade de volumes.')
        .regex(/^[0-9]{1,15}$/, 'A quantidade de volumes é um número inteiro de até 15 dígitos.')
        .transform((v) => v.replace(/^0+(?=[0-9])/, '')),
    ),
    esp: zTextoTransporteOpcional('A espécie deve ter até 60 caracteres.'),
    marca: zTextoTransporteOpcional('A marca deve ter até 60 caracteres.'),
    nVol: zTextoTransporteOpcional('A numeração deve ter até 60 caracteres.'),
    pesoL: zPeso,
    pesoB: zPeso,
  })
  .superRefine((v, ctx) => {
    if (v.pesoL && v.pesoB && new Decimal(v.pesoB).lt(v.pesoL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pesoB'],
        message: 'O peso bruto não pode ser menor que o peso líquido.',
      });
    }
  });
export type TVolumeNfe = z.output<typeof ZVolumeNfe>;

/**
 * X01 transp of a draft, in SEFAZ's names where SEFAZ has one. With modalidade 9 there is no carrier nor vehicle;
 * whether the vehicle may go (not in an interstate operation) depends on the client's UF, checked by the API.
 */
export const ZTransporteNfe = z
  .object({
    modalidade_frete: z
      .enum(['0', '1', '2', '3', '4', '9'], 'Modalidade de frete inválida.')
      .default(SEM_TRANSPORTE),
    transportadora: ZTransportadoraNfe.nullish(),
    veiculo: ZVeiculoNfe.nullish(),
    volumes: z
      .array(ZVolumeNfe, 'Volumes inválidos.')
      .max(5000, 'No máximo 5000 grupos de volumes.')
      .nullish(),
  })
  .superRefine((t, ctx) => {
    if (t.modalidade_frete !== SEM_TRANSPORTE) return;
    for (const campo of ['transportadora', 'veiculo'] as const) {
      if (t[campo]) ctx.addIssue({ code: 'custom', path: [campo], message: MENSAGEM_SEM_TRANSPORTE });
    }
  });
export type TTransporteNfe = z.output<typeof ZTransporteNfe>;
export type TTransporteNfeInput = z.input<typeof ZTransporteNfe>;
