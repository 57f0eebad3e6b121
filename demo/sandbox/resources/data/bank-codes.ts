// COMPE codes of the catalogue's institutions, so account and transfer numbers name the right bank.
import type { Random } from '../../core/random.js';

const BY_NAME: readonly (readonly [string, string])[] = [
  ['itaú', '341'],
  ['bradesco', '237'],
  ['banco do brasil', '001'],
  ['caixa', '104'],
  ['santander', '033'],
  ['nubank', '260'],
  ['inter', '077'],
  ['c6', '336'],
  ['neon', '536'],
  ['original', '212'],
  ['safra', '422'],
  ['bv', '655'],
  ['next', '237'],
  ['agibank', '121'],
  ['pan', '623'],
  ['sicoob', '756'],
  ['sicredi', '748'],
  ['banrisul', '041'],
  ['digio', '335'],
  ['mercantil', '389'],
  ['brb', '070'],
  ['nordeste', '004'],
  ['btg', '208'],
  ['xp', '102'],
  ['rico', '102'],
  ['clear', '102'],
  ['mercado pago', '323'],
  ['picpay', '380'],
  ['pagbank', '290'],
  ['stone', '197'],
  ['cora', '403'],
];

/** Digital banks and brokers without a listed code get one of these, fixed per item. */
const FALLBACK = ['077', '260', '336', '380', '290'] as const;

export function bankCodeOf(connectorName: string | undefined, random: Random): string {
  const name = (connectorName ?? '').toLowerCase();
  const found = BY_NAME.find(([key]) => new RegExp(`(^|[^a-zà-ú])${key}([^a-zà-ú]|$)`).test(name));
  return found ? found[1] : random.pick(FALLBACK);
}
