import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { criarContadorDeArquivosZip } from './contador-de-arquivos-zip';

/** A .zip as the export writes it: local headers with their sizes, then a central directory. */
function zipDe(arquivos: { nome: string; conteudo: string }[]) {
  const partes: Buffer[] = [];
  for (const a of arquivos) {
    const nome = Buffer.from(a.nome);
    const dados = deflateRawSync(Buffer.from(a.conteudo));
    const cabecalho = Buffer.alloc(30);
    cabecalho.writeUInt32LE(0x04034b50, 0);
    cabecalho.writeUInt32LE(dados.length, 18);
    cabecalho.writeUInt16LE(nome.length, 26);
    partes.push(cabecalho, nome, dados);
  }
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  partes.push(central, Buffer.alloc(22));
  return new Uint8Array(Buffer.concat(partes));
}

describe('criarContadorDeArquivosZip', () => {
  const zip = zipDe(
    Array.from({ length: 7 }, (_, i) => ({
      nome: `emitidas/NFe/${i}-procNFe.xml`,
      conteudo: `<n>${i}</n>`.repeat(i * 50),
    })),
  );

  it('counts every file of an archive received whole', () => {
    expect(criarContadorDeArquivosZip().ler(zip)).toBe(7);
  });

  it('counts the same when the bytes arrive one by one or in uneven pieces, headers split across them', () => {
    const umAUm = criarContadorDeArquivosZip();
    for (const byte of zip) umAUm.ler(Uint8Array.of(byte));
    expect(umAUm.arquivos()).toBe(7);
    const irregular = criarContadorDeArquivosZip();
    const vistos: number[] = [];
    for (let i = 0; i < zip.length; i += 13) vistos.push(irregular.ler(zip.subarray(i, i + 13)));
    expect(irregular.arquivos()).toBe(7);
    expect(vistos).toEqual([...vistos].sort((a, b) => a - b));
  });
});
