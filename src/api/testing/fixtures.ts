// Connectors, credentials and items shaped like the interface's, for tests of every layer.
import type { Connector, Credential, Item } from '../schemas/index.js';

export const HOSTILE_TEXT = '<img src=x onerror=alert(1)>';

export const connector = (overrides: Partial<Connector> = {}): Connector => ({
  id: 0,
  name: 'Sandbox Bank',
  imageUrl: 'https://cdn.example.com/0.svg',
  primaryColor: '#2A6FDB',
  type: 'PERSONAL_BANK',
  country: 'BR',
  products: ['ACCOUNTS', 'TRANSACTIONS'],
  health: { status: 'ONLINE', stage: null },
  credentials: [
    { name: 'user', label: 'User', type: 'text', placeholder: 'user-ok' },
    { name: 'password', label: 'Password', type: 'password' },
  ],
  ...overrides,
});

export const credential = (overrides: Partial<Credential> = {}): Credential => ({
  name: 'user',
  label: 'User',
  type: 'text',
  ...overrides,
});

export const item = (overrides: Partial<Item> = {}): Item => ({
  id: 'item-1',
  status: 'UPDATING',
  executionStatus: 'LOGIN_IN_PROGRESS',
  ...overrides,
});

export const manyConnectors = (count: number): Connector[] =>
  Array.from({ length: count }, (_, i) => connector({ id: i + 1, name: `Bank ${i + 1}`, imageUrl: null }));
