import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lerDocZip } from './distribuicao-dfe.ts';

const zip = (texto: string | Buffer) => gzipSync(texto).toString('base64');

describe('lerDocZip', () => {
  it('decompresses a docZip, line breaks in the base64 included', () => {
    const xml = '<resNFe versao="1.01"><chNFe>35261106157250000116550010000007011010007016</chNFe></resNFe>';
    const base64 = zip(xml);
    expect(lerDocZip(`${base64.slice(0, 20)}\n${base64.slice(20)}`, '000000000000001')).toEqual({ xml });
  });

  it('answers why a document cannot be read instead of failing the whole answer', () => {
    expect(lerDocZip('não é base64!', '000000000000002')).toEqual({
      erro: 'o docZip do NSU 000000000000002 não é base64 válido',
    });
    expect(lerDocZip(Buffer.from('texto sem gzip').toString('base64'), '000000000000003')).toEqual({
      erro: 'o docZip do NSU 000000000000003 não pôde ser lido (gzip inválido)',
    });
    // A gzip bomb: 6 MB of zeros in a few kB.
    expect(lerDocZip(zip(Buffer.alloc(6 * 1024 * 1024)), '000000000000004')).toEqual({
      erro: 'o docZip do NSU 000000000000004 não pôde ser lido (maior que 5 MB)',
    });
  });
});
