// The contract between the flow (src/flow) and its views (src/ui): state, actions, options, deps.
import type { ApiClient } from '../api/client.js';
import type { Connector, Credential, Item } from '../api/schemas/index.js';
import type { WidgetError, WidgetErrorCode } from '../contract/error-codes.js';
import type { WidgetEvent } from '../contract/events.js';
import type { SuccessPayload } from '../contract/options.js';
import type { Readable } from '../state/cell.js';

/** Options the flow needs, already validated by the embed layer's schema. */
export type FlowOptions = {
  includeSandbox?: boolean;
  /** Update mode: this item's credentials or sync are refreshed instead of a new connection. */
  updateItem?: string;
  connectorTypes?: string[];
  connectorIds?: number[];
  popularConnectorIds?: number[];
  countries?: string[];
  products?: string[];
  /** Skips the search step. */
  selectedConnectorId?: number;
  openFinanceParameters?: { cpf?: string; cnpj?: string };
  connectorSortAlphabetically?: boolean;
};

/** Everything the flow touches outside itself, injected so it runs and is tested without a DOM. */
export type FlowDeps = {
  api: ApiClient;
  /** Gets a fresh Connect Token (the host's fetchConnectToken); absent when the host gave none. */
  refreshToken?: () => Promise<string>;
  /** Called with a new token after a refresh, so the api client sends it. */
  setToken?: (token: string) => void;
  /** The token the api client sends now: its JWT `exp` lets the flow renew it before a request fails. */
  getToken?: () => string;
  /** The session adds its id to each. */
  emit: (event: Omit<WidgetEvent, 'sessionId'>) => void;
  onSuccess: (payload: SuccessPayload) => void;
  onError: (payload: WidgetError) => void;
  /** Milliseconds since epoch. */
  now: () => number;
  /** Abortable wait, used by polling and countdowns. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** 0 ≤ x < 1, for jitter. */
  random: () => number;
  /**
   * Opens a window synchronously (must be called inside the click handler so blockers allow it);
   * returns null when blocked.
   */
  openWindow?: (url: string) => { closed: boolean; close(): void } | null;
  /** Same-window redirect fallback when the popup is blocked. */
  redirect?: (url: string) => void;
  /** Non-secret resume state for the redirect fallback (itemId, connectorId only); `load` answers a checked state or null. */
  resumeStore?: { save(state: ResumeState): void; load(): ResumeState | null; clear(): void };
  /** Whether the page is shown: polling holds while it is hidden. Absent, it counts as always shown. */
  visibility?: PageVisibility;
};

/**
 * The form's field validation (`validation/index.ts`), given to the later steps once it has loaded:
 * it comes on demand, with the views that show its messages, not with the engine.
 */
export type Validation = typeof import('./validation/index.js');

/** The page's visibility, from the embed layer (the flow reads no DOM). */
export type PageVisibility = {
  /** The page is hidden now (a background tab, a minimized window). */
  hidden(): boolean;
  /** The browser knows it has no network now: a poll failing then says nothing of the sync. */
  offline(): boolean;
  /** Resolves once the page is shown (at once when it is); rejects with the signal's reason when it aborts first. */
  whenVisible(signal: AbortSignal): Promise<void>;
};

export type ResumeState = { itemId: string; connectorId: number };

/** Screens an error can end on; each has its own view and copy. */
export type ErrorKind =
  | 'outdated' // OUTDATED / SITE_NOT_AVAILABLE, ERROR, CONNECTION_ERROR: retry offered
  | 'account-needs-action' // error.providerMessage shown as text
  | 'authorization-pending' // USER_AUTHORIZATION_PENDING
  | 'user-input-timeout'
  | 'consent-denied' // USER_AUTHORIZATION_NOT_GRANTED
  | 'already-updating' // 409 ITEM_IS_ALREADY_UPDATING
  | 'update-rejected'
  | 'token-expired'
  | 'unauthorized'
  | 'connectors-unavailable'
  | 'network'
  | 'rate-limited'
  | 'unexpected';

/** Messages on a form, by credential name (a record with no prototype, see by-name.ts), plus one for the whole form. */
export type FormErrors = { fields: Record<string, string>; form?: FormError };

/** An error on the whole form: a code the view translates, or the server's message. */
export type FormError = { code: string; message?: string };

export type FlowState =
  | { step: 'loading' }
  | { step: 'search' }
  | { step: 'consent'; connector: Connector }
  | {
      step: 'credentials';
      connector: Connector;
      /** Credentials asked on this form (mfa ones included). */
      fields: Credential[];
      /** A login error sends the user back here with it (values kept, password cleared). */
      errors: FormErrors;
      submitting: boolean;
    }
  | {
      step: 'connecting';
      connector: Connector;
      item?: Item;
      /** The last poll could not reach the server: polling goes on, and the view says so until one does. */
      connectionLost?: boolean;
    }
  | { step: 'mfa'; connector: Connector; item: Item; parameter: Credential; errors: FormErrors; submitting: boolean }
  | { step: 'user-action'; connector: Connector; item: Item; instructions: string; expiresAt?: string; approvalUrl?: string }
  | {
      step: 'oauth';
      connector: Connector;
      item: Item;
      url: string;
      /** `closed`: the user closed the window before the institution answered. */
      popup: 'idle' | 'open' | 'closed' | 'blocked';
    }
  | {
      step: 'success';
      connector: Connector;
      item: Item;
      failedProducts: string[];
      /** The accounts found, read after success; absent while they load or if they cannot be read. */
      accounts?: readonly FoundAccount[];
    }
  | {
      step: 'error';
      kind: ErrorKind;
      code: WidgetErrorCode;
      connector?: Connector;
      item?: Item;
      /** Institution text (providerMessage), shown as text, never as HTML. */
      providerMessage?: string;
      canRetry: boolean;
    };

export type StepName = FlowState['step'];

/** An account as the success screen shows it (a Connect Token reads no balances). */
/** An account as the success screen lists it: the subtype (CHECKING_ACCOUNT...) is said in words there. */
export type FoundAccount = { id: string; name: string; number?: string | undefined; subtype?: string | undefined };

/** Connector search: what the search step reads. */
export type SearchView = {
  query: Readable<string>;
  results: Readable<readonly Connector[]>;
  /** Index into results of the option the keyboard is on, -1 for none. */
  activeIndex: Readable<number>;
  /**
   * How many results, first, are the popular group: while nothing is typed, and as the whole of
   * what a search that found nothing offers instead.
   */
  popular: Readable<number>;
  /** Connectors are still loading (first page not in yet). */
  loading: Readable<boolean>;
  /**
   * The server is being asked for the query typed (the list loaded may lack some): no result is
   * not yet "none found".
   */
  searching: Readable<boolean>;
};

export type Flow = {
  state: Readable<FlowState>;
  search: SearchView;
  /** Form values by credential name (no prototype: any name is a plain key), kept across errors (password cleared after a login error). */
  values: Readable<Readonly<Record<string, string>>>;
  /** Seconds left until the pending parameter, action or consent expires; null when none. */
  secondsLeft: Readable<number | null>;
  /** Whether `back()` leads somewhere from the current step (views show Back only then). */
  canGoBack: Readable<boolean>;
  /** Loads connectors (or the item in update mode) and enters the first step. */
  start(): Promise<void>;
  setQuery(query: string): void;
  moveActive(to: 'next' | 'previous' | 'first' | 'last'): void;
  selectConnector(id: number): void;
  acceptConsent(): void;
  setValue(name: string, value: string): void;
  /** Validates one field (on blur). */
  validateField(name: string): void;
  submitCredentials(): Promise<void>;
  submitMfa(): Promise<void>;
  /** Must be called synchronously from the click that asks for it. */
  openOAuth(): void;
  /** The OAuth callback page reported back (popup message or redirect return). */
  oauthReturned(outcome: 'authorized' | 'denied'): void;
  retry(): Promise<void>;
  back(): void;
  /** The widget is put away to be shown again: what was typed stays, passwords and one-time answers excepted. */
  forgetSecrets(): void;
  /** Stops polling and timers; the flow does nothing after this. */
  dispose(): void;
};
