// The item sync engine: login, challenges and products step by step on the sandbox's clock, to the interface's end states.
import { randomBytes } from 'node:crypto';
import type { Credential, Item } from '../../../../src/api/schemas/index.js';
import type { SandboxDeps } from '../../core/context.js';
import type { EventName } from '../../core/events.js';
import { publicConnector } from '../connectors/public-connector.js';
import { drawnItemDataOf } from '../data/item-data-cache.js';
import { currentConsentOf, recordSync } from '../data/item-syncs.js';
import {
  INVALID_CREDENTIALS,
  INVALID_CREDENTIALS_MFA,
  loginOutcome,
  SANDBOX_MFA_ANSWER,
  SITE_NOT_AVAILABLE,
  USER_AUTHORIZATION_NOT_GRANTED,
  USER_INPUT_TIMEOUT,
  type LoginOutcome,
} from './outcomes.js';
import { createAutoSync } from './auto-sync.js';
import { PRODUCT_STEPS } from './product-steps.js';
import { challengeFor } from './second-steps.js';
import { itemsOf, type StoredItem } from './stored-item.js';
import { emitTransactionEvents } from './transaction-events.js';
import { isValidTaxId } from './validate-parameters.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Auto-sync retries an OUTDATED item at most this many times, one hour apart. */
const OUTDATED_RETRIES = 5;
/** App approvals of a succeeding login are approved "on the phone" after this many steps. */
const APP_APPROVAL_STEPS = 6;

type Waiting = { execution: number; outcome: LoginOutcome; kind: 'input' | 'action'; cancelTimeout: () => void };

export type ItemEngine = ReturnType<typeof createItemEngine>;

export function createItemEngine(deps: SandboxDeps) {
  const items = itemsOf(deps.store);
  const waiting = new Map<string, Waiting>();
  const autoSync = createAutoSync(deps, (stored) => start(stored, { unattended: true }));
  const iso = (ms = deps.clock.now()) => new Date(ms).toISOString();

  // Changed in place: a copy per step, kept through the step's wait, would outlive the young
  // generation and leave the old one garbage to collect.
  const save = (stored: StoredItem, fields: Partial<Item>): void => {
    Object.assign(stored.item, fields, { updatedAt: iso() });
    items.put(stored);
  };

  const emit = (stored: StoredItem, event: EventName, payload: Record<string, unknown> = {}) =>
    deps.events.emit({
      event,
      clientId: stored.clientId,
      itemId: stored.id,
      itemWebhookUrl: stored.item.webhookUrl,
      payload: { itemId: stored.id, ...(stored.item.clientUserId ? { clientUserId: stored.item.clientUserId } : {}), ...payload },
    });

  /** Runs `fn` one step later, unless a newer execution started meanwhile. */
  const step = (stored: StoredItem, execution: number, fn: () => void, steps = 1) =>
    deps.clock.after(deps.config.stepMs * steps, () => {
      if (stored.execution === execution && items.get(stored.id) === stored) fn();
    });

  const entryOf = (stored: StoredItem) => deps.catalogue.find((e) => e.connector.id === stored.item.connector?.id);

  function finish(stored: StoredItem, outcome: LoginOutcome): void {
    waiting.get(stored.id)?.cancelTimeout();
    waiting.delete(stored.id);
    const now = deps.clock.now();
    const cleared = { parameter: null, userAction: null };
    if (outcome.kind === 'error') {
      const loginError = outcome.status === 'LOGIN_ERROR';
      if (!loginError) stored.outdatedRetries += 1;
      save(stored, {
        ...cleared,
        status: outcome.status,
        executionStatus: outcome.executionStatus,
        error: {
          code: outcome.code,
          message: outcome.message,
          ...(outcome.providerMessage ? { providerMessage: outcome.providerMessage } : {}),
          ...(outcome.attributes ? { attributes: outcome.attributes } : {}),
        },
        statusDetail: null,
        consecutiveFailedLoginAttempts: (stored.item.consecutiveFailedLoginAttempts ?? 0) + (loginError ? 1 : 0),
        // Retrying a login error is pointless until the user updates credentials; OUTDATED is
        // retried hourly a few times, then dropped from auto-sync.
        nextAutoSyncAt: !loginError && stored.outdatedRetries <= OUTDATED_RETRIES ? iso(now + HOUR) : null,
      });
      emit(stored, 'item/error', { error: stored.item.error });
      autoSync.schedule(stored);
      return;
    }
    const failed = outcome.kind === 'partial' ? outcome.failedProducts : [];
    const products = stored.item.products ?? [];
    const previous = drawnItemDataOf(deps, stored);
    recordSync(deps, stored, { failedProducts: failed });
    const statusDetail =
      outcome.kind === 'partial'
        ? Object.fromEntries(
            PRODUCT_STEPS.filter((s) => products.includes(s.product)).map((s) => {
              const ok = !failed.includes(s.product);
              return [
                s.detailKey,
                ok
                  ? { isUpdated: true, lastUpdatedAt: iso(now), warnings: [] }
                  : {
                      isUpdated: false,
                      lastUpdatedAt: null,
                      warnings: [
                        {
                          code: '001',
                          message: `Could not collect ${s.detailKey} from the institution`,
                          providerMessage: 'Serviço temporariamente indisponível.',
                        },
                      ],
                    },
              ];
            }),
          )
        : null;
    stored.outdatedRetries = 0;
    save(stored, {
      ...cleared,
      status: 'UPDATED',
      executionStatus: outcome.kind === 'partial' ? 'PARTIAL_SUCCESS' : 'SUCCESS',
      error: null,
      statusDetail,
      lastUpdatedAt: iso(now),
      nextAutoSyncAt: iso(now + DAY),
      consecutiveFailedLoginAttempts: 0,
      // The consent record is the truth: a re-sync keeps the expiry the user agreed to.
      consentExpiresAt: currentConsentOf(deps, stored.id)?.expiresAt ?? stored.item.consentExpiresAt ?? null,
    });
    emit(stored, 'item/updated');
    if (products.includes('TRANSACTIONS') && !failed.includes('TRANSACTIONS')) emitTransactionEvents(deps, stored, emit, previous);
    autoSync.schedule(stored);
  }

  function collect(stored: StoredItem, execution: number, outcome: LoginOutcome): void {
    save(stored, { status: 'UPDATING', parameter: null, userAction: null });
    emit(stored, 'item/login_succeeded');
    const steps = PRODUCT_STEPS.filter((s) => (stored.item.products ?? []).includes(s.product));
    const next = (i: number): void => {
      const current = steps[i];
      if (!current) {
        step(stored, execution, () => finish(stored, outcome));
        return;
      }
      save(stored, { executionStatus: current.step });
      step(stored, execution, () => next(i + 1));
    };
    next(0);
  }

  function wait(stored: StoredItem, execution: number, outcome: LoginOutcome, parameter: Credential | null, instructions?: string): void {
    const expiresMs = deps.clock.now() + deps.config.userInputTimeoutMs;
    const cancelTimeout = deps.clock.after(deps.config.userInputTimeoutMs, () => {
      if (stored.execution === execution) finish(stored, USER_INPUT_TIMEOUT);
    });
    if (parameter) {
      waiting.set(stored.id, { execution, outcome, kind: 'input', cancelTimeout });
      save(stored, { status: 'WAITING_USER_INPUT', executionStatus: 'WAITING_USER_INPUT', parameter: { ...parameter, expiresAt: iso(expiresMs) } });
      emit(stored, 'item/waiting_user_input');
      return;
    }
    waiting.set(stored.id, { execution, outcome, kind: 'action', cancelTimeout });
    save(stored, {
      status: 'WAITING_USER_ACTION',
      executionStatus: 'WAITING_USER_ACTION',
      userAction: {
        instructions: instructions ?? '',
        attributes: { approvalUrl: consentUrl(stored) },
        expiresAt: iso(expiresMs),
      },
    });
    emit(stored, 'item/waiting_user_action');
    if (outcome.kind !== 'error') step(stored, execution, () => resolveAction(stored, 'authorized'), APP_APPROVAL_STEPS);
  }

  function consentUrl(stored: StoredItem): string {
    stored.oauthState ??= randomBytes(16).toString('hex');
    return `${deps.config.publicUrl}/oauth/authorize?state=${stored.oauthState}`;
  }

  /** `unattended`: an auto-sync, which an open-finance item's consent in force lets through without the user. */
  function login(stored: StoredItem, execution: number, unattended: boolean): void {
    const entry = entryOf(stored);
    const connector = entry?.connector;
    if (!entry || !connector) return finish(stored, SITE_NOT_AVAILABLE);
    if (connector.health?.status === 'OFFLINE') return finish(stored, SITE_NOT_AVAILABLE);
    const params = typeof stored.parameters === 'string' ? {} : stored.parameters;
    const credentials = connector.credentials ?? [];

    if (entry.flow === 'oauth') {
      const taxId = credentials.map((c) => params[c.name] ?? '').find((v) => v.replace(/\D/g, '').length >= 11) ?? '';
      if (!isValidTaxId(taxId)) return finish(stored, INVALID_CREDENTIALS);
      const consent = currentConsentOf(deps, stored.id);
      const inForce = consent !== undefined && (consent.expiresAt == null || Date.parse(consent.expiresAt) > deps.clock.now());
      if (unattended && inForce) return collect(stored, execution, { kind: 'success' });
      return wait(
        stored,
        execution,
        { kind: 'success' },
        {
          name: 'oauth_code',
          label: `Authorize access at ${connector.name ?? 'your institution'}`,
          type: 'oauth',
          data: consentUrl(stored),
          instructions: 'You will be redirected to your institution to authorize sharing your data.',
        },
      );
    }

    // Encrypted parameters cannot be read by the sandbox: they log in as a success.
    const outcome =
      typeof stored.parameters === 'string' ? ({ kind: 'success' } as const) : loginOutcome(params, credentials, connector.isSandbox === true);
    if (outcome === INVALID_CREDENTIALS) return finish(stored, outcome);
    if (entry.flow === 'mfa-one-step') {
      const mfa = credentials.find((c) => c.mfa);
      if (mfa && params[mfa.name] !== SANDBOX_MFA_ANSWER) return finish(stored, INVALID_CREDENTIALS_MFA);
    }
    if (outcome.kind === 'error') return finish(stored, outcome);
    const challenge = challengeFor(entry.flow, '');
    if (challenge) return wait(stored, execution, outcome, challenge);
    if (entry.flow === 'app-approval') {
      return wait(stored, execution, outcome, null, `Open the ${connector.name ?? 'institution'} app on your phone and approve the access request.`);
    }
    collect(stored, execution, outcome);
  }

  /**
   * Starts a new execution; a running one is superseded. An auto-sync is `unattended`: it asks the
   * user what any update asks (MFA, an app approval), which times out unless someone answers.
   */
  function start(stored: StoredItem, { unattended = false }: { unattended?: boolean } = {}): void {
    waiting.get(stored.id)?.cancelTimeout();
    waiting.delete(stored.id);
    autoSync.cancel(stored.id);
    stored.execution += 1;
    const execution = stored.execution;
    // The connector as it is now: its health may have changed since the item last synced.
    const entry = entryOf(stored);
    const connector = entry ? publicConnector(entry, deps.config.publicUrl) : stored.item.connector;
    save(stored, { status: 'UPDATING', executionStatus: 'CREATED', error: null, parameter: null, userAction: null, statusDetail: null, connector });
    step(stored, execution, () => {
      save(stored, { executionStatus: 'LOGIN_IN_PROGRESS' });
      step(stored, execution, () => login(stored, execution, unattended));
    });
  }

  /** POST /items/{id}/mfa: the answer to the pending parameter. */
  function answer(stored: StoredItem, value: string): void {
    const w = waiting.get(stored.id);
    if (w?.kind !== 'input') return;
    w.cancelTimeout();
    waiting.delete(stored.id);
    const { execution, outcome } = w;
    save(stored, { status: 'UPDATING', executionStatus: 'LOGIN_MFA_IN_PROGRESS', parameter: null });
    step(stored, execution, () => (value === SANDBOX_MFA_ANSWER ? collect(stored, execution, outcome) : finish(stored, INVALID_CREDENTIALS_MFA)));
  }

  /** The consent page's decision, for an OAuth authorization or an app approval. */
  function resolveAction(stored: StoredItem, decision: 'authorized' | 'denied'): boolean {
    const w = waiting.get(stored.id);
    if (!w) return false;
    const isOauth = w.kind === 'input' && stored.item.parameter?.type === 'oauth';
    if (w.kind === 'input' && !isOauth) return false;
    w.cancelTimeout();
    waiting.delete(stored.id);
    stored.oauthDecision = decision;
    stored.oauthState = undefined;
    if (decision === 'denied') {
      finish(stored, USER_AUTHORIZATION_NOT_GRANTED);
      return true;
    }
    save(stored, { status: 'UPDATING', executionStatus: 'LOGIN_MFA_IN_PROGRESS', parameter: null, userAction: null });
    step(stored, w.execution, () => collect(stored, w.execution, w.outcome));
    return true;
  }

  function isRunning(stored: StoredItem): boolean {
    return ['UPDATING', 'WAITING_USER_INPUT', 'WAITING_USER_ACTION', 'MERGING'].includes(stored.item.status);
  }

  function stop(stored: StoredItem): void {
    waiting.get(stored.id)?.cancelTimeout();
    waiting.delete(stored.id);
    autoSync.cancel(stored.id);
    stored.execution += 1;
  }

  /**
   * After a restart, whose scheduled steps are gone: a sync that was running starts again from its
   * login, and ends as the same credentials end; a question it was waiting on is asked again. It
   * starts unattended (its user may be gone): an open-finance item whose consent is in force
   * collects at once. A final item's auto-sync is armed again. Answers whether a sync started.
   */
  function resume(stored: StoredItem): boolean {
    if (!isRunning(stored)) {
      autoSync.schedule(stored);
      return false;
    }
    start(stored, { unattended: true });
    return true;
  }

  return { start, answer, resolveAction, isRunning, stop, emit, resume };
}

const engines = new WeakMap<SandboxDeps, ItemEngine>();

/** One engine per sandbox, shared by the items routes and the consent pages. */
export function engineOf(deps: SandboxDeps): ItemEngine {
  let engine = engines.get(deps);
  if (!engine) {
    engine = createItemEngine(deps);
    engines.set(deps, engine);
  }
  return engine;
}
