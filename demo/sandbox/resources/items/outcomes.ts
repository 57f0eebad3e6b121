// What an execution ends in, decided by the sandbox usernames documented in the README.
import type { Credential } from '../../../../src/api/schemas/index.js';
export const SANDBOX_PASSWORD = 'password-ok';
export const SANDBOX_MFA_ANSWER = '123456';

export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'partial'; failedProducts: string[] }
  | {
      kind: 'error';
      status: 'LOGIN_ERROR' | 'OUTDATED';
      executionStatus: string;
      code: string;
      message: string;
      providerMessage?: string;
      attributes?: Record<string, string>;
    };

const fail = (
  status: 'LOGIN_ERROR' | 'OUTDATED',
  code: string,
  message: string,
  extra: { providerMessage?: string; attributes?: Record<string, string> } = {},
): LoginOutcome => ({ kind: 'error', status, executionStatus: code, code, message, ...extra });

export const INVALID_CREDENTIALS = fail('LOGIN_ERROR', 'INVALID_CREDENTIALS', 'Invalid credentials: check your user and password');
export const INVALID_CREDENTIALS_MFA = fail('LOGIN_ERROR', 'INVALID_CREDENTIALS_MFA', 'Invalid MFA code');
export const USER_INPUT_TIMEOUT = fail('OUTDATED', 'USER_INPUT_TIMEOUT', 'The user did not answer in time');
export const USER_AUTHORIZATION_NOT_GRANTED = fail(
  'LOGIN_ERROR',
  'USER_AUTHORIZATION_NOT_GRANTED',
  'The user did not grant authorization at the institution',
);
export const SITE_NOT_AVAILABLE = fail('OUTDATED', 'SITE_NOT_AVAILABLE', 'The institution is not available right now');

/** Outcome for each special username; any sandbox connector, password `password-ok`. */
export const USERNAME_OUTCOMES: Record<string, LoginOutcome> = {
  'user-ok': { kind: 'success' },
  'user-ok-account-error': { kind: 'partial', failedProducts: ['ACCOUNTS', 'TRANSACTIONS'] },
  'user-unavailable': SITE_NOT_AVAILABLE,
  'user-error': fail('OUTDATED', 'ERROR', 'An unexpected error happened while collecting data'),
  'user-connection-error': fail('OUTDATED', 'CONNECTION_ERROR', 'Could not connect to the institution'),
  'user-account-need-actions': fail('LOGIN_ERROR', 'ACCOUNT_NEEDS_ACTION', 'The account needs an action at the institution', {
    providerMessage: 'Sua conta precisa de atenção. Acesse o internet banking e aceite os novos termos de uso para continuar.',
  }),
  'user-auth-pending': fail('OUTDATED', 'USER_AUTHORIZATION_PENDING', 'Authorize this device at the institution, then try again', {
    attributes: { deviceNickname: 'ponte-sandbox' },
  }),
};

/**
 * Login result for the submitted credentials. A special username in any non-secret credential
 * decides the outcome; on sandbox connectors any other username fails, while the other catalogue
 * connectors accept any, so every institution can be tried with the sandbox password.
 */
export function loginOutcome(parameters: Record<string, string>, descriptors: readonly Credential[], isSandboxConnector: boolean): LoginOutcome {
  const passwords = descriptors.filter((d) => d.type === 'password' && !d.mfa && (!d.optional || parameters[d.name]));
  if (passwords.some((d) => parameters[d.name] !== SANDBOX_PASSWORD)) return INVALID_CREDENTIALS;
  const others = descriptors.filter((d) => d.type !== 'password' && !d.mfa);
  // Own keys only: "constructor" or "__proto__" as a username would otherwise find Object's and log in.
  const special = others
    .map((d) => parameters[d.name] ?? '')
    .filter((name) => Object.hasOwn(USERNAME_OUTCOMES, name))
    .map((name) => USERNAME_OUTCOMES[name])
    .find((o) => o !== undefined);
  if (special) return special;
  return isSandboxConnector && others.length > 0 ? INVALID_CREDENTIALS : { kind: 'success' };
}
