import { Decimal } from '@erp/fiscal/decimal';
import {
  CNPJ_EMPRESA,
  compraXml,
  formComXml,
  type ItemRemessa,
  remessaXml,
} from '../test/support/nfe-remessa.ts';
import { buildZip } from '../test/support/zip.ts';

/** Issue 5 target: 1 000 notes of 40 items, in one .zip, imported in under 15 s; issue 24: the same for purchases. */
export const META_SEGUNDOS = 15;

/**
 * What the .zip holds: clients' remessas (5901, issue 5), or a supplier's sales to the company (5101 with IPI and
 * freight per item and three duplicatas, issue 24: own stock at cost, the supplier and three payables per note).
 */
export type TipoDeNota = 'remessa' | 'compra';

export type MedicaoZip = {
  notas: number;
  itensPorNota: number;
  megabytesXml: number;
  megabytesZip: number;
  segundos: number;
  notasPorSegundo: number;
  situacoes: Record<string, number>;
};

/** A client sends the same few resins again and again: each note takes 40 of 200 products, in turn. */
const PRODUTOS = 200;
const codigo = (n: number) => `ZIP-${String(n).padStart(3, '0')}`;

/** `aceitar`: statuses that are fine besides 2xx (a product registered by an earlier scenario answers 409). */
async function chamar(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
  aceitar: number[] = [],
) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok && !aceitar.includes(res.status)) {
    throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  }
}

function nota(numero: number, itensPorNota: number, tipo: TipoDeNota): string {
  const itens: ItemRemessa[] = Array.from({ length: itensPorNota }, (_, k) => {
    const qCom = `${100 + ((numero * 7 + k * 13) % 900)}.${String(k).padStart(4, '0')}`;
    const vProd = new Decimal(qCom).times('8.50').toFixed(2);
    return {
      cProd: codigo(1 + ((numero + k * 5) % PRODUTOS)),
      xProd: `Resina ${k + 1} da ${tipo}`,
      qCom,
      vUnCom: '8.50',
      vProd,
      ...(tipo === 'compra'
        ? { vIPI: new Decimal(vProd).times('0.065').toFixed(2), vFrete: new Decimal(k + 1).toFixed(2) }
        : {}),
    };
  });
  const dia = String(1 + (numero % 28)).padStart(2, '0');
  const dhEmi = `2026-11-${dia}T10:00:00-03:00`;
  if (tipo === 'remessa') return remessaXml({ nNF: numero, itens, dhEmi, comProtocolo: true }).xml;
  // The bill in three instalments, the last one taking the centavos the division leaves.
  const vNF = itens.reduce(
    (s, i) =>
      s
        .plus(i.vProd)
        .plus(i.vIPI ?? 0)
        .plus(i.vFrete ?? 0),
    new Decimal(0),
  );
  const parcela = vNF.div(3).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const duplicatas = ['2026-12', '2027-01', '2027-02'].map((mes, i) => ({
    nDup: `00${i + 1}`,
    dVenc: `${mes}-${dia}`,
    vDup: (i === 2 ? vNF.minus(parcela.times(2)) : parcela).toFixed(2),
  }));
  return compraXml({ nNF: numero, itens, dhEmi, comProtocolo: true, duplicatas }).xml;
}

/**
 * `npm run bench` (issue 5): the company, 200 products, then one .zip of `notas` distinct signed nfeProc files
 * sent to POST /api/upload/nfe-entrada. Only that request is timed: upload, unzip, parse, signature check,
 * one transaction per note and the per-file answer. `tipo: 'compra'` (issue 24) sends supplier notes instead:
 * each also registers or finds the supplier, values its items at cost and writes three payables.
 */
export async function medirImportacaoZip(
  baseUrl: string,
  token: string,
  {
    notas = 1000,
    itensPorNota = 40,
    tipo = 'remessa',
    primeiraNota,
  }: {
    notas?: number;
    itensPorNota?: number;
    tipo?: TipoDeNota;
    /** The first nNF; another run on the same server takes another range, or every note is a 409. */
    primeiraNota?: number;
  } = {},
): Promise<MedicaoZip> {
  const empresa = await fetch(`${baseUrl}/api/preferencias/empresa`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // The notes are addressed to CNPJ_EMPRESA; another scenario may already have set the company up.
  if (!empresa.ok || ((await empresa.json()) as { cnpj?: string }).cnpj !== CNPJ_EMPRESA) {
    await chamar(baseUrl, token, 'PUT', '/preferencias/empresa', {
      razao_social: 'Plásticos Transformação Ltda',
      cnpj: CNPJ_EMPRESA,
    });
  }
  for (let n = 1; n <= PRODUTOS; n++) {
    await chamar(
      baseUrl,
      token,
      'POST',
      '/produtos',
      { nome: `Resina de bench ${n}`, codigo_interno: codigo(n), ncm: '39021020' },
      [409],
    );
  }
  const primeira = primeiraNota ?? (tipo === 'remessa' ? 500_001 : 600_001);
  const xmls = Array.from({ length: notas }, (_, i) => nota(primeira + i, itensPorNota, tipo));
  const pasta = tipo === 'remessa' ? 'remessas' : 'compras';
  const zip = buildZip(xmls.map((xml, i) => ({ name: `${pasta}/nfe-${i + 1}.xml`, content: xml })));

  const inicio = performance.now();
  const res = await fetch(`${baseUrl}/api/upload/nfe-entrada`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: formComXml(zip, `${pasta}.zip`),
  });
  const corpo = (await res.json()) as { arquivos?: { situacao: string }[]; error?: string };
  const segundos = (performance.now() - inicio) / 1000;
  if (res.status !== 200 || !corpo.arquivos)
    throw new Error(`importação do .zip: HTTP ${res.status} ${corpo.error}`);

  const situacoes: Record<string, number> = {};
  for (const a of corpo.arquivos) situacoes[a.situacao] = (situacoes[a.situacao] ?? 0) + 1;
  const megabytes = (bytes: number) => bytes / (1024 * 1024);
  return {
    notas,
    itensPorNota,
    megabytesXml: megabytes(xmls.reduce((s, x) => s + Buffer.byteLength(x), 0)),
    megabytesZip: megabytes(zip.length),
    segundos,
    notasPorSegundo: notas / segundos,
    situacoes,
  };
}
