// A sandbox of its own for a widget host test, started through the test run's launcher and reached over HTTP only, with what a payer API test needs: requests to pay, QR codes, a payer at the consent page.
import { inject } from 'vitest';

export type Reply = { status: number; body: Record<string, unknown> };

export type PaymentsSandbox = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Calls the sandbox with the merchant's API key. */
  call(method: string, path: string, body?: unknown): Promise<Reply>;
  /** A new payment request (PIX to the default recipient unless `path` says otherwise); its id. */
  newRequest(body?: Record<string, unknown>, path?: string): Promise<string>;
  close(): Promise<void>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function paymentsSandbox(): Promise<PaymentsSandbox> {
  const launcher = inject('sandboxLauncher');
  const launched = await fetch(`${launcher}/sandboxes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ stepMs: 5 }),
  });
  const sandbox: unknown = await launched.json();
  if (!isRecord(sandbox) || typeof sandbox.url !== 'string' || typeof sandbox.clientId !== 'string' || typeof sandbox.clientSecret !== 'string') {
    throw new Error(`the sandbox launcher answered ${launched.status}`);
  }
  const { url, clientId, clientSecret } = sandbox;
  const auth = await fetch(`${url}/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientId, clientSecret }),
  });
  const { apiKey } = (await auth.json()) as { apiKey: string };
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'X-API-KEY': apiKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const institutions = await call('GET', '/payments/recipients/institutions?name=itau');
  const institution = (institutions.body.results as { id: string }[])[0]?.id;
  const recipient = await call('POST', '/payments/recipients', {
    name: 'Loja Exemplo Ltda',
    taxNumber: '11.222.333/0001-81',
    paymentInstitutionId: institution,
    isDefault: true,
    account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
  });
  if (recipient.status !== 200) throw new Error(`recipient: ${recipient.status}`);
  return {
    url,
    clientId,
    clientSecret,
    call,
    async newRequest(body = { amount: 120.5, description: 'Pedido 1234' }, path = '/payments/requests') {
      const created = await call('POST', path, body);
      if (created.status !== 200) throw new Error(`${path}: ${created.status} ${JSON.stringify(created.body)}`);
      return String(created.body.id);
    },
    async close() {
      const id = isRecord(sandbox) ? String(sandbox.id) : '';
      await fetch(`${launcher}/sandboxes/${id}`, { method: 'DELETE' });
    },
  };
}

/** CRC16/CCITT-FALSE, the checksum a BR Code ends with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A static PIX QR code (BR Code) paying `amount` to `merchantName` at a random key. */
export function pixQrCode(amount: string, merchantName: string): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', '123e4567-e12b-12d1-a456-426655440000');
  const body = [
    field('00', '01'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    field('54', amount),
    field('58', 'BR'),
    field('59', merchantName),
    field('60', 'SAO PAULO'),
    field('62', field('05', '***')),
  ].join('');
  const unsigned = `${body}6304`;
  return unsigned + crc16(unsigned);
}

const fromHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The payer authorizes at the consent page, pressing its button as a browser would. */
export async function authorizeAtConsentPage(consentUrl: string): Promise<void> {
  const html = await (await fetch(consentUrl)).text();
  const action = fromHtml(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '');
  const state = fromHtml(/name="state" value="([^"]+)"/.exec(html)?.[1] ?? '');
  await fetch(new URL(action, consentUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision: 'authorized' }),
    redirect: 'manual',
  });
}

/** Reads until `done` holds, or fails after a few seconds. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
