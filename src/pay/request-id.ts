// A payment request's id as the payer API takes it: a uuid, or no request at all.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** The request's address under the API's folder (`/pay/api/`). */
export const requestUrl = (base: string, requestId: string): string => `${base}requests/${encodeURIComponent(requestId)}`;

/** The request's code drawn as a QR code (a PIX QR request's), for an <img>. */
export const qrImageUrl = (base: string, requestId: string): string => `${requestUrl(base, requestId)}/qr.svg`;

/** What every read sends: JSON asked for, cookies only to this origin. */
export const READ: RequestInit = { credentials: 'same-origin', headers: { accept: 'application/json' } };
