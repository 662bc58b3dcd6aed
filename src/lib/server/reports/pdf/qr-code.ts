import QRCode from 'qrcode';

/** The tracking link as a PNG QR code; error correction M survives a smudged print. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
