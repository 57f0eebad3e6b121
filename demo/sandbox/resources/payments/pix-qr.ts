// PIX QR codes ("copia e cola" text, the Central Bank's EMV BR Code): built for boletos and intents, read for pix-qr requests.

export type PixQr = {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Absent in a QR code that lets the payer choose the amount. */
  amount?: number;
  txid?: string;
  /** A dynamic QR code that can be paid once (point of initiation method 12). */
  singleUse?: boolean;
};

const PIX_GUI = 'br.gov.bcb.pix';

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE, which the BR Code prescribes for field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// Merchant name and city are plain ASCII in the BR Code, with fixed maximum lengths.
const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max);

export function buildPixQr(qr: PixQr): string {
  const txid = (qr.txid ?? '***').replace(/[^A-Za-z0-9*]/g, '').slice(0, 25) || '***';
  const body = [
    field('00', '01'),
    qr.singleUse ? field('01', '12') : '',
    field('26', field('00', PIX_GUI) + field('01', qr.key)),
    field('52', '0000'),
    field('53', '986'),
    qr.amount === undefined ? '' : field('54', qr.amount.toFixed(2)),
    field('58', 'BR'),
    field('59', ascii(qr.merchantName, 25)),
    field('60', ascii(qr.merchantCity, 15)),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return body + crc16(body);
}

function parseFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) return null;
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The QR code's data, or null when the text is not a well-formed PIX BR Code with a valid checksum. */
export function parsePixQr(text: string): PixQr | null {
  const trimmed = text.trim();
  if (trimmed.length < 8 || crc16(trimmed.slice(0, -4)) !== trimmed.slice(-4).toUpperCase()) return null;
  const fields = parseFields(trimmed);
  const account = fields?.get('26');
  if (fields?.get('00') !== '01' || account === undefined) return null;
  const accountFields = parseFields(account);
  const key = accountFields?.get('01');
  if (accountFields?.get('00')?.toLowerCase() !== PIX_GUI || !key) return null;
  const rawAmount = fields.get('54');
  const amount = rawAmount === undefined ? undefined : Number(rawAmount);
  if (amount !== undefined && !(Number.isFinite(amount) && amount > 0)) return null;
  const txid = parseFields(fields.get('62') ?? '')?.get('05');
  return {
    key,
    merchantName: fields.get('59') ?? '',
    merchantCity: fields.get('60') ?? '',
    ...(amount === undefined ? {} : { amount }),
    ...(txid === undefined || txid === '***' ? {} : { txid }),
  };
}
