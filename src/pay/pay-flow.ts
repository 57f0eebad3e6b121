// The payment as a state machine, with no DOM: the request read, a bank chosen, the payer's details
// checked and the intent created, the consent opened, the intent followed to its end. The page injects
// the payer API, the window opener and the timer, so the whole journey is tested without a browser.
import { type Closed, closedReason, isPayable, phaseOf, type Problem, problemOf } from './intent-outcome.js';
import { PayerApiError } from './payer-errors.js';
import type { NewIntent, PayerApi } from './payer-types.js';
import type { Intent, PayConnector, PayRequest } from './payer-schemas.js';
import { cell, type Readable } from '../state/cell.js';
import { digitsOf, formatTaxNumber, isValidTaxNumber } from './tax-number.js';

export type Popup = { closed: boolean; close(): void };

export type PayDeps = {
  api: PayerApi;
  /** Opens the consent in a popup, synchronously inside the click; null when blocked. */
  openWindow: (url: string) => Popup | null;
  /** Resolves after `ms`, rejects once `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The address of a PIX QR request's code drawn as an image (the widget host draws it). */
  qrImageUrl: (requestId: string) => string;
};

export type FieldError = 'required' | 'invalid' | 'tooLong';
export type FieldErrors = { taxNumber?: FieldError; name?: FieldError };
/** Why the retry screen shows: the network, the server (or the aggregator behind it), or too many tries. */
export type RetryReason = 'network' | 'server' | 'busy';

export type PayState =
  | { step: 'loading' }
  | { step: 'missing' }
  | { step: 'unconfigured' }
  | { step: 'retry'; reason: RetryReason; request: PayRequest | null }
  | { step: 'closed'; request: PayRequest; closed: Closed }
  /** `image`: the code drawn as a QR code, to scan from another device. */
  | { step: 'qr'; request: PayRequest; code: string; image: string }
  | { step: 'bank'; request: PayRequest }
  | { step: 'payer'; request: PayRequest; connector: PayConnector; sending: boolean; errors: FieldErrors }
  /** `popup`: closed is the bank's window shut by the payer before the bank had their answer. */
  | { step: 'authorize'; request: PayRequest; intent: Intent; bank: string; popup: 'idle' | 'open' | 'blocked' | 'closed' }
  | { step: 'processing'; request: PayRequest; intent: Intent; bank: string }
  | { step: 'receipt'; request: PayRequest; intent: Intent }
  | { step: 'problem'; request: PayRequest; intent: Intent; bank: string; problem: Problem };

export type Move = 'next' | 'previous' | 'first' | 'last';

export type PayFlow = {
  state: Readable<PayState>;
  query: Readable<string>;
  results: Readable<readonly PayConnector[]>;
  /** The option the keyboard is on in the bank list, -1 for none. */
  active: Readable<number>;
  taxNumber: Readable<string>;
  name: Readable<string>;
  start(): void;
  /** On the retry screen: what failed, again. */
  retry(): void;
  setQuery(query: string): void;
  moveActive(move: Move): void;
  chooseBank(connector: PayConnector): void;
  /** From the payer's details back to the bank list, or from the PIX code to the banks. */
  chooseAnotherBank(): void;
  setTaxNumber(value: string): void;
  setName(value: string): void;
  submit(): void;
  /** Opens the consent: call it from the click itself, or the browser blocks the window. */
  openConsent(): void;
  /** After a problem: back to the bank list, what the payer typed kept. */
  tryAgain(): void;
  dispose(): void;
};

/** The first poll comes after a second, each later one half as long again, up to five. */
export const FIRST_POLL_MS = 1000;
export const MAX_POLL_MS = 5000;
export const nextPollDelay = (ms: number): number => Math.min(Math.round(ms * 1.5), MAX_POLL_MS);
/** Polls failing in a row before the retry screen: one lost answer is no reason to alarm the payer. */
const POLL_FAILURES = 3;
export const MAX_NAME = 120;
/** The longest pause a Retry-After may ask between polls; a longer one is waited this long. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** How long a rate-limited poll asks to wait, or null for any other failure. */
function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof PayerApiError) || error.code !== 'RATE_LIMITED' || error.retryAfter === undefined) return null;
  return Math.min(error.retryAfter * 1000, MAX_RETRY_AFTER_MS);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const reasonOf = (error: unknown): RetryReason => {
  if (!(error instanceof PayerApiError) || error.code === 'NETWORK') return 'network';
  return error.code === 'RATE_LIMITED' ? 'busy' : 'server';
};

export function createPayFlow(deps: PayDeps): PayFlow {
  const state = cell<PayState>({ step: 'loading' });
  const query = cell('');
  const results = cell<readonly PayConnector[]>([]);
  const active = cell(-1);
  const taxNumber = cell('');
  const name = cell('');
  let request: PayRequest | null = null;
  /** What the retry screen's button does again. */
  let again: () => void = () => undefined;
  let popup: Popup | null = null;
  let polling: AbortController | null = null;
  let disposed = false;

  const set = (next: PayState) => {
    if (!disposed) state.value = next;
  };

  function stopPolling(): void {
    polling?.abort();
    polling = null;
  }

  function closePopup(): void {
    if (popup && !popup.closed) popup.close();
    popup = null;
  }

  function showRetry(error: unknown, retry: () => void): void {
    again = retry;
    set({ step: 'retry', reason: reasonOf(error), request });
  }

  function search(text: string): void {
    const connectors = request?.connectors ?? [];
    const wanted = fold(text.trim());
    results.value = wanted ? connectors.filter((c) => fold(c.name).includes(wanted)) : connectors;
    active.value = -1;
  }

  function toBanks(loaded: PayRequest): void {
    request = loaded;
    search(query.peek());
    set({ step: 'bank', request: loaded });
  }

  /** The bank's name: the intent's, else the one the payer chose. */
  const bankOf = (intent: Intent, chosen?: string): string => intent.connector?.name ?? chosen ?? '';

  /** Shows the intent where it is; answers whether it is still moving (and worth polling). */
  function showIntent(loaded: PayRequest, intent: Intent, chosen?: string): boolean {
    const bank = bankOf(intent, chosen);
    const phase = phaseOf(intent.status);
    if (phase !== 'authorize') closePopup();
    if (phase === 'authorize') {
      const now = state.peek();
      const shown = now.step === 'authorize' && now.intent.id === intent.id ? now.popup : 'idle';
      // Seen at each poll: the payer shut the bank's window without answering there.
      set({ step: 'authorize', request: loaded, intent, bank, popup: shown === 'open' && popup?.closed ? 'closed' : shown });
      return true;
    }
    if (phase === 'processing') {
      set({ step: 'processing', request: loaded, intent, bank });
      return true;
    }
    if (phase === 'completed') set({ step: 'receipt', request: loaded, intent });
    else set({ step: 'problem', request: loaded, intent, bank, problem: problemOf(intent, loaded.kind) });
    return false;
  }

  /** Polls the intent with a growing pause (back to the first one when its status moves), until it ends. */
  function follow(loaded: PayRequest, first: Intent, chosen?: string): void {
    stopPolling();
    if (!showIntent(loaded, first, chosen)) return;
    const controller = new AbortController();
    polling = controller;
    const { signal } = controller;
    void (async () => {
      let delay = FIRST_POLL_MS;
      let failures = 0;
      let last = first;
      while (!signal.aborted) {
        try {
          await deps.sleep(delay, signal);
        } catch {
          return;
        }
        let intent: Intent;
        try {
          intent = await deps.api.intent(first.id);
        } catch (error) {
          if (signal.aborted) return;
          const wait = retryAfterMs(error);
          // The server asked for a pause: a wait it named is no lost answer.
          if (wait !== null) {
            delay = Math.max(wait, delay);
            continue;
          }
          failures += 1;
          if (failures >= POLL_FAILURES || (error instanceof PayerApiError && error.status === 404)) {
            const resumeFrom = last;
            return showRetry(error, () => follow(loaded, resumeFrom, chosen));
          }
          delay = nextPollDelay(delay);
          continue;
        }
        if (signal.aborted) return;
        failures = 0;
        delay = intent.status === last.status ? nextPollDelay(delay) : FIRST_POLL_MS;
        last = intent;
        if (!showIntent(loaded, intent, chosen)) {
          polling = null;
          return;
        }
      }
    })();
  }

  function start(): void {
    stopPolling();
    set({ step: 'loading' });
    deps.api.request().then(
      (loaded) => {
        request = loaded;
        const { intent } = loaded;
        // A reload mid-payment: back to where the intent is.
        if (intent && phaseOf(intent.status) !== 'failed') return follow(loaded, intent);
        if (!isPayable(loaded)) return set({ step: 'closed', request: loaded, closed: closedReason(loaded.status) });
        if (loaded.kind === 'PIX_QR' && loaded.pixQrCode)
          return set({ step: 'qr', request: loaded, code: loaded.pixQrCode, image: deps.qrImageUrl(loaded.id) });
        toBanks(loaded);
      },
      (error: unknown) => {
        const code = error instanceof PayerApiError ? error.code : '';
        // No such request, or an offer that is not (INVALID_OFFER) or no longer (OFFER_EXPIRED) one: a
        // link to nothing. PAYMENTS_ or PREAUTHORIZATIONS_NOT_CONFIGURED: the widget host has them off.
        if (/NOT_FOUND$|OFFER/.test(code)) return set({ step: 'missing' });
        if (/NOT_CONFIGURED$/.test(code)) return set({ step: 'unconfigured' });
        showRetry(error, start);
      },
    );
  }

  function moveActive(move: Move): void {
    const count = results.peek().length;
    if (count === 0) return;
    const now = active.peek();
    const next = { next: now + 1, previous: now - 1, first: 0, last: count - 1 }[move];
    // Past either end wraps, as the widget's list does.
    active.value = (next + count) % count;
  }

  function chooseBank(connector: PayConnector): void {
    const s = state.peek();
    if (s.step !== 'bank') return;
    set({ step: 'payer', request: s.request, connector, sending: false, errors: {} });
  }

  function chooseAnotherBank(): void {
    const s = state.peek();
    if (s.step === 'payer' || s.step === 'qr') toBanks(s.request);
  }

  function setTaxNumber(value: string): void {
    taxNumber.value = formatTaxNumber(value);
    clearError('taxNumber');
  }

  function setName(value: string): void {
    name.value = value;
    clearError('name');
  }

  function clearError(field: keyof FieldErrors): void {
    const s = state.peek();
    if (s.step !== 'payer' || !s.errors[field]) return;
    const { [field]: _gone, ...rest } = s.errors;
    set({ ...s, errors: rest });
  }

  function check(needsName: boolean): FieldErrors {
    const errors: FieldErrors = {};
    const tax = taxNumber.peek();
    if (!digitsOf(tax)) errors.taxNumber = 'required';
    else if (!isValidTaxNumber(tax)) errors.taxNumber = 'invalid';
    const given = name.peek().trim();
    if (needsName && !given) errors.name = 'required';
    else if (needsName && given.length > MAX_NAME) errors.name = 'tooLong';
    return errors;
  }

  function submit(): void {
    const s = state.peek();
    if (s.step !== 'payer' || s.sending) return;
    const needsName = s.request.needsPayerName === true;
    const errors = check(needsName);
    if (errors.taxNumber || errors.name) return set({ ...s, errors });
    const body: NewIntent = { connectorId: s.connector.id, taxNumber: digitsOf(taxNumber.peek()) };
    if (needsName) body.name = name.peek().trim();
    const sending = { ...s, sending: true, errors: {} };
    set(sending);
    deps.api.createIntent(body).then(
      (intent) => follow(s.request, intent, s.connector.name),
      (error: unknown) => {
        if (error instanceof PayerApiError && error.code === 'INVALID_PAYER') {
          if (error.field === 'name') return set({ ...s, errors: { name: 'invalid' } });
          if (error.field === 'connectorId') return toBanks(s.request);
          return set({ ...s, errors: { taxNumber: 'invalid' } });
        }
        // Paid, expired or canceled meanwhile: the request says which.
        if (error instanceof PayerApiError && (error.code === 'PAYMENT_REQUEST_CLOSED' || error.code === 'OFFER_EXPIRED')) return start();
        showRetry(error, () => {
          set(s);
          submit();
        });
      },
    );
  }

  function openConsent(): void {
    const s = state.peek();
    if (s.step !== 'authorize' || !s.intent.consentUrl) return;
    // Synchronous on purpose: a window opened after an await is blocked.
    const opened = deps.openWindow(s.intent.consentUrl);
    popup = opened;
    set({ ...s, popup: opened ? 'open' : 'blocked' });
  }

  function tryAgain(): void {
    const s = state.peek();
    if (s.step !== 'problem') return;
    stopPolling();
    query.value = '';
    toBanks(s.request);
  }

  return {
    state,
    query,
    results,
    active,
    taxNumber,
    name,
    start,
    retry: () => again(),
    setQuery(text) {
      query.value = text;
      search(text);
    },
    moveActive,
    chooseBank,
    chooseAnotherBank,
    setTaxNumber,
    setName,
    submit,
    openConsent,
    tryAgain,
    dispose() {
      disposed = true;
      stopPolling();
    },
  };
}
