import bwipjs from 'bwip-js/node';
import { opcoesDoQrCode } from './qr-code-svg.ts';

/**
 * The BR Code as a PNG, for the e-mail: mail clients (Gmail, Outlook) do not draw SVG, and an image of the message's
 * own (cid:) is shown where a data: URI is blocked. Same encoder and options as the screen's SVG.
 */
export function qrCodePng(brCode: string): Promise<Buffer> {
  return bwipjs.toBuffer(opcoesDoQrCode(brCode));
}
