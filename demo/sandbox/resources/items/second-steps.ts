// The question each challenge flow asks after login: the item's pending `parameter`.
import type { Credential } from '../../../../src/api/schemas/index.js';
import type { SandboxFlow } from '../connectors/catalogue.js';
import { digitsPng } from './captcha-png.js';
import { SANDBOX_MFA_ANSWER } from './outcomes.js';

export function challengeFor(flow: SandboxFlow, expiresAt: string): Credential | undefined {
  switch (flow) {
    case 'mfa-two-step':
      return {
        name: 'token',
        label: 'Token',
        type: 'number',
        placeholder: '123456',
        assistiveText: 'Enter the 6-digit code sent to your phone (sandbox: 123456)',
        validation: '^\\d{6}$',
        validationMessage: 'The token has 6 digits',
        mfa: true,
        expiresAt,
      };
    case 'image':
      return {
        name: 'captcha',
        label: 'Code shown in the image',
        type: 'image',
        data: `data:image/png;base64,${digitsPng(SANDBOX_MFA_ANSWER).toString('base64')}`,
        assistiveText: 'Type the digits you see in the image',
        validation: '^\\d{6}$',
        validationMessage: 'Type the 6 digits of the image',
        mfa: true,
        expiresAt,
      };
    case 'select':
      return {
        name: 'security_phrase',
        label: 'Choose your security phrase',
        type: 'select',
        assistiveText: 'Pick the phrase you registered at the bank (sandbox: "Blue lighthouse")',
        options: [
          { value: '000001', label: 'Red boat' },
          { value: SANDBOX_MFA_ANSWER, label: 'Blue lighthouse' },
          { value: '000002', label: 'Green mountain' },
        ],
        mfa: true,
        expiresAt,
      };
    default:
      return undefined;
  }
}
