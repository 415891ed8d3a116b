const ASSINATURA_LOCAL = 0x04034b50;
const TAMANHO_CABECALHO = 30;

/**
 * Counts the files of a .zip while it downloads, from its bytes in order. The export writes every local header
 * with its compressed size (no data descriptors), so each header says where the next begins; counting stops at
 * the central directory. Only the 30 bytes of a header are ever kept between pieces.
 */
export function criarContadorDeArquivosZip() {
  let pular = 0;
  let cabecalho = new Uint8Array(0);
  let arquivos = 0;
  let terminou = false;

  function ler(pedaco: Uint8Array) {
    let posicao = 0;
    while (!terminou && posicao < pedaco.length) {
      if (pular > 0) {
        const passo = Math.min(pular, pedaco.length - posicao);
        pular -= passo;
        posicao += passo;
        continue;
      }
      const falta = TAMANHO_CABECALHO - cabecalho.length;
      const parte = pedaco.subarray(posicao, posicao + falta);
      const junto = new Uint8Array(cabecalho.length + parte.length);
      junto.set(cabecalho);
      junto.set(parte, cabecalho.length);
      cabecalho = junto;
      posicao += parte.length;
      if (cabecalho.length < TAMANHO_CABECALHO) break;
      const vista = new DataView(cabecalho.buffer, cabecalho.byteOffset, cabecalho.byteLength);
      if (vista.getUint32(0, true) !== ASSINATURA_LOCAL) {
        terminou = true;
        break;
      }
      arquivos++;
      pular = vista.getUint32(18, true) + vista.getUint16(26, true) + vista.getUint16(28, true);
      cabecalho = new Uint8Array(0);
    }
    return arquivos;
  }

  return { ler, arquivos: () => arquivos };
}
