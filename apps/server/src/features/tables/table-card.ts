import { renderSVG } from 'uqr';

/** The card's size in millimetres (A6, portrait): it prints as it is, one per table. */
const WIDTH = 105;
const HEIGHT = 148;
const QR_SIZE = 80;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A table's printable card (docs/tables.md): its name, a QR code of its link, and the link
 * written out for a phone that cannot scan. The QR code is made here (no service is asked), with
 * the error correction a slightly worn card still reads (Q).
 */
export function tableCard({ table, link, restaurant }: { table: string; link: string; restaurant: string }): string {
  const qr = renderSVG(link, { ecc: 'Q', border: 2 }).replace(
    '<svg ',
    `<svg x="${(WIDTH - QR_SIZE) / 2}" y="40" width="${QR_SIZE}" height="${QR_SIZE}" `,
  );
  const text = (y: number, size: number, words: string, weight = 'normal') =>
    `<text x="${WIDTH / 2}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escapeXml(words)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}mm" height="${HEIGHT}mm" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" role="img" aria-label="${escapeXml(`Table ${table}: scan to order`)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
    text(16, 7, restaurant),
    text(32, 12, `Table ${table}`, 'bold'),
    qr,
    text(131, 5, 'Scan to order and pay'),
    text(140, 2.6, link),
    '</svg>',
  ].join('');
}
