import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lerZip, testarComUnzip } from '../../test/support/ler-zip.ts';
import { type ArquivoDoZip, zipEmFluxo } from './zip-em-fluxo.ts';

async function montar(arquivos: Iterable<ArquivoDoZip> | AsyncIterable<ArquivoDoZip>) {
  const partes: Buffer[] = [];
  for await (const parte of zipEmFluxo(arquivos, new Date('2026-03-15T13:45:10-03:00'))) partes.push(parte);
  return Buffer.concat(partes);
}

describe('zipEmFluxo', () => {
  it('writes each file byte for byte under its folder, with accented names, and unzip -t accepts it', async () => {
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\r\n<nfeProc>Ação ç</nfeProc>\n', 'utf8');
    const binario = randomBytes(200_000);
    const arquivos = [
      { nome: 'emitidas/NFe/3526-procNFe.xml', conteudo: xml },
      { nome: 'emitidas/NFe/3526-danfe.pdf', conteudo: binario },
      { nome: 'resumo-ção.csv', conteudo: Buffer.from('\uFEFFtipo;valor\r\n') },
      { nome: 'vazio.txt', conteudo: Buffer.alloc(0) },
    ];
    const zip = await montar(arquivos);
    const lidos = await lerZip(zip);
    expect([...lidos.keys()]).toEqual(arquivos.map((a) => a.nome));
    for (const a of arquivos) expect(lidos.get(a.nome)?.equals(a.conteudo)).toBe(true);
    expect(await testarComUnzip(zip)).toContain('No errors detected');
  });

  it('reads its files only as the bytes before them are taken', async () => {
    let lidos = 0;
    async function* arquivos() {
      for (let i = 0; i < 5; i++) {
        lidos++;
        yield { nome: `a${i}.xml`, conteudo: Buffer.from(`<a>${i}</a>`) };
      }
    }
    const fluxo = zipEmFluxo(arquivos());
    await fluxo.next();
    expect(lidos).toBe(1);
    await fluxo.next();
    expect(lidos).toBe(2);
  });

  it('an empty period is still a valid .zip', async () => {
    const zip = await montar([]);
    expect(zip.length).toBe(22);
    expect((await lerZip(zip)).size).toBe(0);
  });

  it('more than 65 535 files go in ZIP64, readable by yauzl and unzip', async () => {
    function* muitos() {
      for (let i = 0; i < 70_000; i++) yield { nome: `f/${i}.xml`, conteudo: Buffer.from(`<n>${i}</n>`) };
    }
    const zip = await montar(muitos());
    const lidos = await lerZip(zip);
    expect(lidos.size).toBe(70_000);
    expect(lidos.get('f/69999.xml')?.toString()).toBe('<n>69999</n>');
    expect(await testarComUnzip(zip)).toContain('No errors detected');
  }, 60_000);
});
