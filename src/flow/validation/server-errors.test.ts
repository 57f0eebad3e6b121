// A server 400 on the form: each message on the field it names, the others on the whole form.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.js';
import type { Credential } from '../../api/schemas/index.js';
import { formErrorsOf } from './server-errors.js';

const fields: Credential[] = [
  { name: 'user', label: 'User', type: 'text' },
  { name: 'password', label: 'Password', type: 'password' },
];
const refused = (parameterErrors: ApiError['parameterErrors']) =>
  new ApiError('VALIDATION', 'POST /items was refused as invalid (400)', { status: 400, parameterErrors });

describe('formErrorsOf', () => {
  it.each([
    [
      'each on its field, the first message kept',
      [
        { code: '002', message: 'Too short', parameter: 'password' },
        { code: '001', message: 'User is required', parameter: 'user' },
        { code: '002', message: 'Another', parameter: 'password' },
      ],
      { fields: { password: 'Too short', user: 'User is required' } },
    ],
    [
      'a parameter the form does not show goes to the form',
      [{ code: '003', message: 'Unknown parameter x', parameter: 'x' }],
      { fields: {}, form: { code: '003', message: 'Unknown parameter x' } },
    ],
    ['no details at all still says validation', [], { fields: {}, form: { code: 'VALIDATION' } }],
  ])('%s', (_, parameterErrors, expected) => {
    expect(formErrorsOf(refused(parameterErrors), fields)).toEqual(expected);
  });
});
