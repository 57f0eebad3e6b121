// The options a host gives the widget, as plain types: the element's (`<ponte-connect>`,
// `ponte/element`) and createConnect's (`ponte`, the script tag, `ponte/react`). The schemas that
// check them (embed/options.ts, embed/host/connect-options.ts) are typed against these.
import type { Product } from '../api/enums.js';
import type { Item } from '../api/schemas/item.js';
import type { CloseReason } from './close-reasons.js';
import type { WidgetError } from './error-codes.js';
import type { CloseMetadata, WidgetEvent } from './events.js';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** How a host shows the widget: a modal dialog, or inline in a container of its page. */
export const DISPLAYS = ['modal', 'inline'] as const;
export type Display = (typeof DISPLAYS)[number];

export type SuccessPayload = { item: Item };

/**
 * A payment the payer completed, as onSuccess receives it in payment mode: ids and statuses, never
 * the payer's CPF or name. `status` is the intent's (PAYMENT_COMPLETED); `endToEndId` identifies the
 * PIX transfer at the central bank.
 */
export type PaymentResult = {
  id: string;
  paymentRequestId: string;
  status: string;
  endToEndId?: string;
  /** In reais. */
  amount?: number;
};
export type PaymentSuccessPayload = { paymentIntent: PaymentResult };

/** A smart transfer preauthorization the payer gave at their bank, as onSuccess receives it: `status` is COMPLETED. */
export type PreauthorizationResult = { id: string; status: string };
export type PreauthorizationSuccessPayload = { preauthorization: PreauthorizationResult };

/** Everything but callbacks: what can be written as attributes, and what travels to a frame. */
export type WidgetSettings = {
  connectToken: string;
  apiUrl: string;
  includeSandbox?: boolean;
  /** Update mode: this item's credentials or sync are refreshed instead of a new connection. */
  updateItem?: string;
  connectorTypes?: string[];
  connectorIds?: number[];
  /** Listed first, as popular, while nothing is typed (default: Brazil's biggest banks, by name). */
  popularConnectorIds?: number[];
  countries?: string[];
  products?: Product[];
  /** Skips the search step. */
  selectedConnectorId?: number;
  /** A BCP 47 tag such as pt-BR or es-AR: its language if the widget speaks it, else the browser's, else pt. */
  language?: string;
  theme?: Theme;
  primaryColor?: string;
  radius?: string;
  fontFamily?: string;
  openFinanceParameters?: { cpf?: string; cnpj?: string };
  connectorSortAlphabetically?: boolean;
  /** Whether the widget takes focus when it starts; false leaves it with the page until the user comes in. */
  autoFocus?: boolean;
  /**
   * Closing during a sync hides the widget instead of asking: the connection goes on, onHide is
   * called, and its outcome still comes by onSuccess or onError.
   */
  allowConnectInBackground?: boolean;
  /** The merchant's name, shown in the header and on the consent step as who receives the data. */
  clientName?: string;
  /** The merchant's logo (an absolute http(s) address), shown in the header beside its name. */
  clientLogoUrl?: string;
  /** The merchant's privacy policy, linked from the consent step. */
  privacyPolicyUrl?: string;
};

/** The element's callbacks. */
export type WidgetCallbacks = {
  onSuccess?: (payload: SuccessPayload) => void;
  onError?: (error: WidgetError) => void;
  onEvent?: (event: WidgetEvent) => void;
  onOpen?: () => void;
  /** Where the user was when the widget closed, and the session's id. */
  onClose?: (metadata: CloseMetadata) => void;
  /** The widget was hidden with a sync running (allowConnectInBackground); showing it again returns to it. */
  onHide?: () => void;
  /** Asked for a fresh Connect Token when the current one expires; the user keeps their place. */
  fetchConnectToken?: () => Promise<string>;
};

/** `<ponte-connect>`'s options: every attribute as a typed property, and the callbacks. */
export type PonteOptions = WidgetSettings & WidgetCallbacks;

/** createConnect's callbacks: the element's, with the reason a frame closed and when it is ready. */
export type ConnectCallbacks = Omit<WidgetCallbacks, 'onClose'> & {
  onReady?: () => void;
  onClose?: (payload: { reason: CloseReason } & CloseMetadata) => void;
};

/**
 * createConnect's options: where the frame lives and how it is shown, besides the widget's own.
 * `connectToken` may be left out when `fetchConnectToken` is given: the first token is then asked
 * of it at once, while the widget's frame loads.
 */
export type ConnectOptions = Omit<WidgetSettings, 'connectToken'> & {
  connectToken?: string;
} & ConnectCallbacks & {
    /** Where the hosted widget page (dist/app) is served. */
    widgetUrl: string;
    display?: Display;
    /** Inline display: the element the frame is appended to. */
    container?: HTMLElement;
    /** For the modal's <style> element where constructed stylesheets are missing. */
    nonce?: string;
  };

/**
 * createConnect's options in payment mode: the frame is the widget host's payer page for one
 * payment request, which the widget host reads with the merchant's API credentials (a Connect
 * Token cannot reach payments). No token and no apiUrl: the request's id is all the page needs.
 */
export type PaymentOptions = PayerPageOptions & {
  /** The payment request to pay, as the merchant's server created it. */
  paymentRequestId: string;
  onSuccess?: (payload: PaymentSuccessPayload) => void;
};

/** What the payer page takes besides its request or offer (the widget's theme overrides it refuses). */
type PayerPageOptions = Pick<
  ConnectOptions,
  'widgetUrl' | 'display' | 'container' | 'nonce' | 'language' | 'theme' | 'autoFocus' | 'onError' | 'onEvent' | 'onOpen' | 'onReady' | 'onClose'
>;

/**
 * createConnect's options for a smart transfer preauthorization: the frame is the payer page with the
 * merchant's signed offer (see the README's "Smart transfers"); onSuccess receives the preauthorization.
 */
export type PreauthorizationOptions = PayerPageOptions & {
  /** The offer the merchant's server signed (a compact JWS). */
  preauthorizationOffer: string;
  onSuccess?: (payload: PreauthorizationSuccessPayload) => void;
};
