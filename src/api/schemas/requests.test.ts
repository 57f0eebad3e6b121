// Credentials in request bodies: every name a connector may choose arrives as sent, "__proto__" included.
import { describe, expect, it } from 'vitest';
import { CreateItemRequest, MfaRequest, UpdateItemRequest } from './requests.js';

const SENT = '{"__proto__":"password-ok","constructor":"ana","toString":"0001","valueOf":"12345-6"}';

describe('credentials as name-value pairs', () => {
  it.each([
    ['POST /items', (text: string) => CreateItemRequest.parse(JSON.parse(`{"connectorId":1,"parameters":${text}}`)).parameters],
    ['PATCH /items/{id}', (text: string) => UpdateItemRequest.parse(JSON.parse(`{"parameters":${text}}`)).parameters],
    ['an MFA answer', (text: string) => MfaRequest.parse(JSON.parse(text))],
  ])('%s keeps every name as sent, and a name nobody sent reads as nothing', (_, parse) => {
    const parameters = parse(SENT);
    expect(JSON.stringify(parameters)).toBe(SENT);
    if (typeof parameters !== 'object' || parameters === undefined) throw new Error('expected pairs');
    expect(Object.getOwnPropertyDescriptor(parameters, '__proto__')?.value).toBe('password-ok');
    expect('hasOwnProperty' in parameters).toBe(false);
  });

  it.each([['{"user":1}'], ['["user-ok"]'], ['null']])('refuses %s', (text) => {
    expect(CreateItemRequest.safeParse(JSON.parse(`{"connectorId":1,"parameters":${text}}`)).success).toBe(false);
  });

  it('keeps encrypted credentials, one string, as they are', () => {
    expect(CreateItemRequest.parse({ connectorId: 1, parameters: 'sealed' }).parameters).toBe('sealed');
  });
});
