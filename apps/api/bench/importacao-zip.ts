import { CNPJ_EMPRESA, formComXml, type ItemRemessa, remessaXml } from '../test/support/nfe-remessa.ts';
import { buildZip } from '../test/support/zip.ts';

/** Issue 5 target: 1 000 notes of 40 items, in one .zip, imported in under 15 s. */
export const META_SEGUNDOS = 15;

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

async function chamar(baseUrl: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
}

function nota(numero: number, itensPorNota: number): string {
  const itens: ItemRemessa[] = Array.from({ length: itensPorNota }, (_, k) => {
    const qCom = `${100 + ((numero * 7 + k * 13) % 900)}.${String(k).padStart(4, '0')}`;
    return {
      cProd: codigo(1 + ((numero + k * 5) % PRODUTOS)),
      xProd: `Resina ${k + 1} da remessa`,
      qCom,
      vUnCom: '8.50',
      vProd: (Number.parseFloat(qCom) * 8.5).toFixed(2),
    };
  });
  const dia = String(1 + (numero % 28)).padStart(2, '0');
  return remessaXml({ nNF: numero, itens, dhEmi: `2026-11-${dia}T10:00:00-03:00`, comProtocolo: true }).xml;
}

/**
 * `npm run bench` (issue 5): the company, 200 products, then one .zip of `notas` distinct signed nfeProc files
 * sent to POST /api/upload/nfe-entrada. Only that request is timed: upload, unzip, parse, signature check,
 * one transaction per note and the per-file answer.
 */
export async function medirImportacaoZip(
  baseUrl: string,
  token: string,
  { notas = 1000, itensPorNota = 40 } = {},
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
    await chamar(baseUrl, token, 'POST', '/produtos', {
      nome: `Resina de bench ${n}`,
      codigo_interno: codigo(n),
      ncm: '39021020',
    });
  }
  const xmls = Array.from({ length: notas }, (_, i) => nota(500_001 + i, itensPorNota));
  const zip = buildZip(xmls.map((xml, i) => ({ name: `remessas/nfe-${i + 1}.xml`, content: xml })));

  const inicio = performance.now();
  const res = await fetch(`${baseUrl}/api/upload/nfe-entrada`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: formComXml(zip, 'remessas.zip'),
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
