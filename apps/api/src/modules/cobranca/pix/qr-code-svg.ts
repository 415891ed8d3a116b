import bwipjs from 'bwip-js/node';

/**
 * The BR Code as a QR image (SVG, error correction M, with the 4-module quiet zone a camera needs). bwip-js is the
 * encoder the DANFE's and DANFSE's QR codes already use; `eclevel` is a BWIPP option its types do not list.
 */
export function qrCodeSvg(brCode: string): string {
  return bwipjs.toSVG(opcoesDoQrCode(brCode));
}

/** The QR's options, shared by the screen's SVG and the e-mail's PNG (qr-code-png.ts). */
export function opcoesDoQrCode(brCode: string) {
  return {
    bcid: 'qrcode',
    text: brCode,
    eclevel: 'M',
    scale: 4,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  };
}
