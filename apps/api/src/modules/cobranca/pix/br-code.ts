import { formatarDecimal } from '@erp/fiscal/decimal';

/**
 * The static BR Code of a PIX charge: EMV® QRCPS-MPM as the BCB's "Manual de Padrões para Iniciação do Pix"
 * (Anexo I, BR Code) fixes it. Each field is ID (2 digits) + length (2 digits) + value; templates (26, 62) nest
 * fields the same way; the last field, 63, is the CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the
 * whole text up to and including "6304", in 4 upper-case hex digits.
 */

export type CampoEmv = readonly [id: string, valor: string | readonly CampoEmv[]];

/** One field as ID + length + value; a template's value is its own fields, encoded first. */
export function campoEmv([id, valor]: CampoEmv): string {
  const texto = typeof valor === 'string' ? valor : valor.map(campoEmv).join('');
  if (!/^\d{2}$/.test(id)) throw new RangeError(`ID EMV inválido: ${id}`);
  // The length counts characters; every value built here is ASCII, so characters and bytes agree.
  if (texto.length > 99) throw new RangeError(`Campo EMV ${id} com mais de 99 caracteres.`);
  return `${id}${String(texto.length).padStart(2, '0')}${texto}`;
}

/** CRC16-CCITT-FALSE over the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16CcittFalse(texto: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload of the given fields (without 63), closed by its CRC. */
export function montarBrCode(campos: readonly CampoEmv[]): string {
  const semCrc = `${campos.map(campoEmv).join('')}6304`;
  return `${semCrc}${crc16CcittFalse(semCrc)}`;
}

/**
 * Free text of fields 59 and 60 in the characters every payer's app reads: accents dropped, anything outside
 * printable ASCII removed, cut to the field's maximum (merchant name 25, city 15).
 */
export function textoEmv(texto: string, maximo: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maximo)
    .trim();
}

export type PixEstatico = {
  /** The receiver's key as the DICT writes it (normalizarChavePix). */
  chave: string;
  nome: string;
  cidade: string;
  /** Decimal text ("123.45"); absent or zero leaves the amount to the payer. */
  valor?: string | undefined;
  /** Up to 25 of [A-Za-z0-9]; '***' when the charge has none. */
  txid: string;
};

const TXID = /^([A-Za-z0-9]{1,25}|\*\*\*)$/;

export function brCodeEstatico({ chave, nome, cidade, valor, txid }: PixEstatico): string {
  if (!TXID.test(txid)) throw new RangeError(`txid inválido: ${txid}`);
  const valorEmv = valor === undefined ? undefined : formatarDecimal(valor, { casas: 2 });
  return montarBrCode([
    ['00', '01'], // Payload Format Indicator
    [
      '26', // Merchant Account Information: the PIX arrangement
      [
        ['00', 'br.gov.bcb.pix'],
        ['01', chave],
      ],
    ],
    ['52', '0000'], // Merchant Category Code: not informed
    ['53', '986'], // Transaction Currency: BRL (ISO 4217)
    ...(valorEmv && valorEmv !== '0.00' ? [['54', valorEmv] as const] : []),
    ['58', 'BR'],
    ['59', textoEmv(nome, 25)],
    ['60', textoEmv(cidade, 15)],
    ['62', [['05', txid]]], // Additional Data Field Template: Reference Label (txid)
  ]);
}

/** The txid of a receivable's PIX: 'LANC' and its id in 10 digits, so a credit carrying it names the receivable. */
export function txidDoLancamento(idLancamento: number): string {
  return `LANC${String(idLancamento).padStart(10, '0')}`;
}

/** The receivable a txid names, or undefined when it is not one of ours. */
export function lancamentoDoTxid(txid: string): number | undefined {
  const m = /^LANC(\d{10})$/.exec(txid.trim());
  return m?.[1] ? Number(m[1]) : undefined;
}
