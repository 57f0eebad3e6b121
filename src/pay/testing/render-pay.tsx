// Renders the payer page as the browser would, over a fake payer API, with time passing only when a test says.
import { render } from '@testing-library/preact';
import type { FrameCloseReason } from '../../contract/close-reasons.js';
import { vi } from 'vitest';
import type { Language } from '../../i18n/language.js';
import { loadPayCatalog, payTranslator } from '../i18n/translator.js';
import { LATER_STEPS } from '../later.js';
import { PayApp } from '../pay-app.js';
import { createPayFlow, type Popup } from '../pay-flow.js';
import type { fakePayerApi } from './fake-payer-api.js';

/** `leave`: the page as a host's frame shows it (closable adds the header's close button, as in a modal). */
export async function renderPay(
  api: ReturnType<typeof fakePayerApi>,
  { language = 'en' as Language, blocked = false, leave = undefined as ((reason: FrameCloseReason) => void) | undefined, closable = false } = {},
) {
  const pauses: (() => void)[] = [];
  const popup: Popup = { closed: false, close: vi.fn() };
  const openWindow = vi.fn((_url: string): Popup | null => (blocked ? null : popup));
  const flow = createPayFlow({
    api,
    openWindow,
    sleep: (_ms, signal) =>
      new Promise<void>((resolve, reject) => {
        pauses.push(resolve);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    qrImageUrl: (id) => `/pay/api/requests/${id}/qr.svg`,
  });
  flow.start();
  const t = payTranslator(await loadPayCatalog(language));
  const framed = leave ? { leave, closable } : {};
  const rendered = render(<PayApp flow={flow} t={t} language={language} loadLater={async () => LATER_STEPS} {...framed} />);
  return {
    ...rendered,
    flow,
    openWindow,
    /** Ends the pause before the next poll. */
    tick: () => pauses.shift()?.(),
  };
}
