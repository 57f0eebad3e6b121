// @vitest-environment jsdom
// The payer page as a payer walks it, by role and label: summary, bank, details, consent, receipt or problem.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PayerApiError } from './payer-errors.js';
import { fakePayerApi, intent, payRequest, REQUEST_ID, INTENT_ID } from './testing/fake-payer-api.js';
import { renderPay } from './testing/render-pay.js';

afterEach(cleanup);

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const status = () => screen.getByRole('status').textContent;
const alert = () => screen.getByRole('alert').textContent;

async function atPayer(request = payRequest()) {
  const page = await renderPay(fakePayerApi({ request }));
  const search = await screen.findByRole('combobox', { name: 'Search for your bank' });
  fireEvent.input(search, { target: { value: 'azul' } });
  fireEvent.click(screen.getByRole('option', { name: 'Banco Azul' }));
  await heading('Who is paying?');
  return page;
}

async function atConsent(reads = [intent('CONSENT_AWAITING_AUTHORIZATION')], blocked = false) {
  const api = fakePayerApi({ reads });
  const page = await renderPay(api, { blocked });
  fireEvent.click(await screen.findByRole('option', { name: 'Banco Azul' }));
  fireEvent.input(await screen.findByRole('textbox', { name: 'CPF or CNPJ' }), { target: { value: '52998224725' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Authorize the payment at Banco Azul');
  return { ...page, api };
}

describe('the summary', () => {
  it('shows the amount in reais, the recipient and the description above the step', async () => {
    await renderPay(fakePayerApi());
    const summary = await screen.findByRole('region', { name: 'Payment' });
    expect(summary.textContent).toMatch(/R\$\s1\.234,56/);
    expect(summary.textContent).toContain('To Loja Exemplo');
    expect(summary.textContent).toContain('Pedido 1234');
  });

  it.each([
    ['EXPIRED', 'This payment request has expired'],
    ['COMPLETED', 'This payment has already been made'],
    ['CANCELED', 'This payment request was canceled'],
  ])('a %s request says so plainly, with the way back to the store', async (requestStatus, said) => {
    await renderPay(fakePayerApi({ request: payRequest({ status: requestStatus }) }));
    await heading(said);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe(
      `https://shop.example/fail?paymentRequestId=${REQUEST_ID}`,
    );
  });

  it('speaks the page’s language', async () => {
    await renderPay(fakePayerApi(), { language: 'pt' });
    await heading('Escolha seu banco');
    expect(screen.getByRole('combobox', { name: 'Busque seu banco' })).toBeTruthy();
  });
});

describe('choosing a bank', () => {
  it('starts in the search field, filters as typed, and chooses by keyboard', async () => {
    await renderPay(fakePayerApi());
    const search = await screen.findByRole('combobox', { name: 'Search for your bank' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.input(search, { target: { value: 'itau' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Itaú' }).id);
    fireEvent.keyDown(search, { key: 'Enter' });
    await heading('Who is paying?');
    expect(screen.getByText('Itaú will confirm it is you.')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    await renderPay(fakePayerApi());
    fireEvent.input(await screen.findByRole('combobox'), { target: { value: 'zzz' } });
    expect(screen.getByText('No bank found for “zzz”')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the payer’s details', () => {
  it('masks the CPF as typed, starting there', async () => {
    await atPayer();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'CPF or CNPJ' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.input(field, { target: { value: '52998224725' } });
    expect(field.value).toBe('529.982.247-25');
    fireEvent.input(field, { target: { value: '529.982.247-25x' } });
    expect(field.value).toBe('529.982.247-25');
  });

  it('refuses a CPF whose check digits are wrong, on the field, said at once', async () => {
    await atPayer();
    const field = screen.getByRole('textbox', { name: 'CPF or CNPJ' });
    fireEvent.input(field, { target: { value: '52998224724' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This CPF or CNPJ is not valid. Check the numbers.', { selector: 'p:not([role])' }).id).toBe(
      field.getAttribute('aria-describedby'),
    );
    await waitFor(() => expect(alert()).toBe('This CPF or CNPJ is not valid. Check the numbers.'));
  });

  it('asks for the name when the request needs it', async () => {
    await atPayer(payRequest({ needsPayerName: true }));
    fireEvent.input(screen.getByRole('textbox', { name: 'CPF or CNPJ' }), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(alert()).toBe('Enter your full name.'));
  });

  it('shows the server’s refusal on its field', async () => {
    const api = fakePayerApi();
    api.createIntent.mockRejectedValueOnce(new PayerApiError('INVALID_PAYER', 400, 'taxNumber'));
    await renderPay(api);
    fireEvent.click(await screen.findByRole('option', { name: 'Banco Azul' }));
    fireEvent.input(await screen.findByRole('textbox', { name: 'CPF or CNPJ' }), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('This CPF or CNPJ is not valid. Check the numbers.', { selector: 'p:not([role])' });
  });

  it('goes back to the banks with Back, keeping what was typed', async () => {
    await atPayer();
    fireEvent.input(screen.getByRole('textbox', { name: 'CPF or CNPJ' }), { target: { value: '529' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Banco Azul' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'CPF or CNPJ' }).value).toBe('529');
  });
});

describe('authorizing at the bank', () => {
  it('opens the consent from the click itself, and says it waits', async () => {
    const { openWindow } = await atConsent();
    let insideClick = false;
    openWindow.mockImplementationOnce(() => {
      insideClick = window.event?.type === 'click';
      return { closed: false, close: () => undefined };
    });
    expect(document.activeElement).toBe(await heading('Authorize the payment at Banco Azul'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Banco Azul' }));
    expect(insideClick).toBe(true);
    expect(openWindow).toHaveBeenCalledWith('https://bank.example/consent?id=1');
    await waitFor(() => expect(status()).toBe('Waiting for your authorization at Banco Azul…'));
    expect(screen.getByRole('button', { name: 'Open the window again' })).toBeTruthy();
  });

  it('says so when the payer shut the bank’s window before answering, and offers it again as the one action', async () => {
    const { openWindow, tick } = await atConsent();
    const popup = { closed: false, close: () => undefined };
    openWindow.mockImplementationOnce(() => popup);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Banco Azul' }));
    popup.closed = true;
    tick();
    await waitFor(() => expect(status()).toBe('You closed the Banco Azul window before answering there. Open it again to authorize the payment.'));
    fireEvent.click(screen.getByRole('button', { name: 'Open the window again' }));
    expect(openWindow).toHaveBeenCalledTimes(2);
  });

  it('waits for the bank’s address before the button opens anything', async () => {
    const api = fakePayerApi({
      request: payRequest({ status: 'IN_PROGRESS', intent: intent('ENQUEUED', { consentUrl: null }) }),
      reads: [intent('CONSENT_AWAITING_AUTHORIZATION')],
    });
    const { openWindow, tick } = await renderPay(api);
    await heading('Authorize the payment at Banco Azul');
    const go = screen.getByRole('button', { name: 'Go to Banco Azul' });
    expect(go.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(status()).toBe('Banco Azul is preparing the authorization…'));
    fireEvent.click(go);
    expect(openWindow).not.toHaveBeenCalled();
    tick();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to Banco Azul' }).getAttribute('aria-disabled')).toBeNull());
  });

  it('offers a link when the window is blocked, and says so', async () => {
    await atConsent(undefined, true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Banco Azul' }));
    const link = await screen.findByRole('link', { name: 'Continue to Banco Azul' });
    expect(link.getAttribute('href')).toBe('https://bank.example/consent?id=1');
    await waitFor(() => expect(alert()).toBe('Your browser blocked the new window. Use the link below.'));
  });

  it('shows the processing, then the receipt with the way back to the store', async () => {
    const { tick } = await atConsent([intent('CONSENT_AUTHORIZED'), intent('PAYMENT_COMPLETED')]);
    tick();
    await heading('Processing your payment…');
    await waitFor(() => expect(status()).toBe('Processing your payment…'));
    tick();
    await heading('Payment complete');
    const receipt = document.querySelector('dl')?.textContent ?? '';
    expect(receipt).toMatch(/R\$\s1\.234,56/);
    expect(receipt).toContain('Loja Exemplo');
    expect(receipt).toContain('E12345678202611241200abcdef12345');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `https://shop.example/ok?paymentRequestId=${REQUEST_ID}&paymentIntentId=${INTENT_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Copy transaction ID' })).toBeTruthy();
  });

  it('says the page can be closed when the store gave no success page', async () => {
    await renderPay(fakePayerApi({ request: payRequest({ status: 'COMPLETED', callbackUrls: null, intent: intent('PAYMENT_COMPLETED') }) }));
    await heading('Payment complete');
    expect(screen.getByText('You can close this page.')).toBeTruthy();
  });

  it.each([
    ['SALDO_INSUFICIENTE', 'Not enough balance'],
    ['VALOR_ACIMA_LIMITE', 'The amount is above your limit'],
    ['OTHER', 'The payment did not go through'],
  ])('a payment refused for %s says “%s”, then tries again from the banks', async (code, said) => {
    const { tick } = await atConsent([intent('PAYMENT_REJECTED', { errorDetail: { code } })]);
    tick();
    await heading(said);
    expect(document.body.textContent).not.toContain(code);
    await waitFor(() => expect(alert()).toBe(said));
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe(
      `https://shop.example/fail?paymentRequestId=${REQUEST_ID}&paymentIntentId=${INTENT_ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Choose your bank');
  });
});

describe('failures of the page’s own server', () => {
  it('a lost connection shows a retry screen, which loads again', async () => {
    const api = fakePayerApi();
    api.request.mockRejectedValueOnce(new PayerApiError('NETWORK', 0));
    await renderPay(api);
    await heading('We could not connect');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Choose your bank');
  });

  it('a link to no request says so', async () => {
    const api = fakePayerApi();
    api.request.mockRejectedValueOnce(new PayerApiError('PAYMENT_REQUEST_NOT_FOUND', 404));
    await renderPay(api);
    await heading('Payment not found');
  });
});

describe('a Pix QR request', () => {
  const qrRequest = (over = {}) => payRequest({ kind: 'PIX_QR', pixQrCode: '00020126580014br.gov.bcb.pix', ...over });

  it('shows the QR code to scan above its copy-and-paste code with Copy, and the banks on request', async () => {
    await renderPay(fakePayerApi({ request: qrRequest() }));
    await heading('Pay with Pix');
    const image = screen.getByRole('img', { name: /^Pix QR code for R\$\s1\.234,56$/ });
    expect(image.getAttribute('src')).toBe(`/pay/api/requests/${REQUEST_ID}/qr.svg`);
    // Sized before it arrives, so nothing below it moves.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '240']);
    const code = screen.getByText('00020126580014br.gov.bcb.pix');
    expect(image.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Pix code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay through my bank instead' }));
    await heading('Choose your bank');
  });

  it.each([
    { language: 'pt' as const, amount: 12.34, alt: /^QR code do Pix de R\$\s12,34$/ },
    { language: 'es' as const, amount: 12.34, alt: /^Código QR de Pix por R\$\s12,34$/ },
    { language: 'en' as const, amount: null, alt: /^Pix QR code$/ },
  ])('names the image in $language, with the amount when the code has one', async ({ language, amount, alt }) => {
    await renderPay(fakePayerApi({ request: qrRequest({ amount }) }), { language });
    expect(await screen.findByRole('img', { name: alt })).toBeTruthy();
  });
});

describe("in a host's frame", () => {
  it('ends on a receipt whose Continue closes the frame as done, with no link away from the host’s page', async () => {
    const left: string[] = [];
    await renderPay(fakePayerApi({ request: payRequest({ status: 'COMPLETED', intent: intent('PAYMENT_COMPLETED') }) }), {
      leave: (reason) => left.push(reason),
    });
    await heading('Payment complete');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(left).toEqual(['done']);
  });

  it('offers Back to the store after a problem, which closes the frame', async () => {
    const left: string[] = [];
    const { tick } = await renderPay(fakePayerApi({ reads: [intent('CONSENT_REJECTED')] }), { leave: (reason) => left.push(reason) });
    fireEvent.click(await screen.findByRole('option', { name: 'Banco Azul' }));
    fireEvent.input(await screen.findByRole('textbox', { name: 'CPF or CNPJ' }), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Authorize the payment at Banco Azul');
    tick();
    await heading('You did not authorize the payment');
    expect(screen.queryByRole('link', { name: 'Back to the store' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the store' }));
    expect(left).toEqual(['user']);
  });

  it('has a close button in a modal, and no landmark of its own', async () => {
    const left: string[] = [];
    await renderPay(fakePayerApi(), { leave: (reason) => left.push(reason), closable: true });
    await heading('Choose your bank');
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(left).toEqual(['user']);
  });
});
