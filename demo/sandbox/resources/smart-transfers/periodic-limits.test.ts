// Smart transfer payments against the preauthorization's periodic limits, over real HTTP on a frozen clock: days, weeks, months and years as São Paulo counts them.
import { afterAll, describe, expect, it } from 'vitest';
import { createClock } from '../../core/clock.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { answerConsent } from '../payments/testing/payer.js';

type Json = Record<string, unknown>;

/** A Monday morning in São Paulo. */
const START = '2026-03-02T08:00:00-03:00';
const PAID = 'CONSENT_AUTHORIZED';

/** A payment at a São Paulo time ("2026-03-02T09:00"), and what the sandbox answers: taken, or the open finance reason it is refused for. */
type Step = readonly [at: string, amount: number, expected: typeof PAID | string];

/** A sandbox of its own on a frozen clock, a recipient, and a preauthorization the payer authorized with these periodic limits. */
async function preauthorized(periodicLimits: Json): Promise<{ s: SandboxKit; pay: (step: Step) => Promise<Json> }> {
  const s = await sandboxClient({ clock: createClock({ frozen: true, startAt: Date.parse(START) }) });
  let key = await s.apiKey();
  const recipient = await s.call<Json>('POST', '/payments/recipients', { token: key, body: { pixKey: 'carteira@example.com' } });
  const made = await s.call<Json>('POST', '/smart-transfers/preauthorizations', {
    token: key,
    body: { connectorId: 600, parameters: { cpf: '529.982.247-25' }, recipientIds: [recipient.body.id], configuration: { periodicLimits } },
  });
  expect(made.status).toBe(200);
  await answerConsent(String(made.body.consentUrl), 'authorized');
  const pay = async ([at, amount]: Step) => {
    s.sandbox.deps.clock.advance(Date.parse(`${at}:00-03:00`) - s.sandbox.deps.clock.now());
    // An API Key lasts two hours of the sandbox's clock.
    key = await s.apiKey();
    const r = await s.call<Json>('POST', '/smart-transfers/payments', {
      token: key,
      body: { preauthorizationId: made.body.id, recipientId: recipient.body.id, amount },
    });
    expect(r.status).toBe(200);
    return r.body;
  };
  return { s, pay };
}

describe('periodic limits', () => {
  it.each<{ name: string; periodicLimits: Json; steps: Step[] }>([
    {
      name: 'a day allows quantityLimit payments, counted again from midnight',
      periodicLimits: { day: { quantityLimit: 2 } },
      steps: [
        ['2026-03-02T09:00', 10, PAID],
        ['2026-03-02T12:00', 10, PAID],
        ['2026-03-02T23:59', 10, 'LIMITE_PERIODO_QUANTIDADE_EXCEDIDO'],
        ['2026-03-03T00:00', 10, PAID],
      ],
    },
    {
      name: 'a day allows transactionLimit in all, to the cent',
      periodicLimits: { day: { transactionLimit: 100 } },
      steps: [
        ['2026-03-02T09:00', 60, PAID],
        ['2026-03-02T10:00', 40.01, 'LIMITE_PERIODO_VALOR_EXCEDIDO'],
        ['2026-03-02T11:00', 40, PAID],
        ['2026-03-03T09:00', 100, PAID],
      ],
    },
    {
      name: 'a week runs Monday to Sunday',
      periodicLimits: { week: { transactionLimit: 100 } },
      steps: [
        ['2026-03-02T09:00', 60, PAID],
        ['2026-03-08T23:00', 50, 'LIMITE_PERIODO_VALOR_EXCEDIDO'],
        ['2026-03-09T00:30', 50, PAID],
      ],
    },
    {
      name: 'a month is the calendar month',
      periodicLimits: { month: { quantityLimit: 1 } },
      steps: [
        ['2026-03-02T09:00', 10, PAID],
        ['2026-03-31T22:00', 10, 'LIMITE_PERIODO_QUANTIDADE_EXCEDIDO'],
        ['2026-04-01T09:00', 10, PAID],
      ],
    },
    {
      name: 'a year is the calendar year',
      periodicLimits: { year: { transactionLimit: 100, quantityLimit: 5 } },
      steps: [
        ['2026-03-02T09:00', 100, PAID],
        ['2026-12-31T23:00', 1, 'LIMITE_PERIODO_VALOR_EXCEDIDO'],
        ['2027-01-01T00:00', 1, PAID],
      ],
    },
  ])('$name', async ({ periodicLimits, steps }) => {
    const { s, pay } = await preauthorized(periodicLimits);
    try {
      for (const step of steps) {
        const payment = await pay(step);
        const [at, , expected] = step;
        if (expected === PAID) {
          expect(payment.status, at).toBe(PAID);
        } else {
          expect(payment, at).toMatchObject({
            status: 'ERROR',
            errorDetail: { code: 'PAYMENT_DIFFERENT_FROM_CONSENT', detail: expect.stringMatching(new RegExp(`^${expected}: .*periodicLimits\\.`)) },
          });
        }
      }
    } finally {
      await s.close();
    }
  });

  it('count only payments that moved money: a refused one leaves the day its place', async () => {
    const { s, pay } = await preauthorized({ day: { quantityLimit: 1 } });
    try {
      const refused = await pay(['2026-03-02T09:00', 666.66, PAID]);
      s.sandbox.deps.clock.advance(2 * s.sandbox.deps.config.stepMs);
      const key = await s.apiKey();
      expect((await s.call<Json>('GET', `/smart-transfers/payments/${String(refused.id)}`, { token: key })).body.status).toBe('PAYMENT_REJECTED');
      expect((await pay(['2026-03-02T10:00', 10, PAID])).status).toBe(PAID);
      expect((await pay(['2026-03-02T11:00', 10, PAID])).status).toBe('ERROR');
    } finally {
      await s.close();
    }
  });
});

describe('periodicLimits when a preauthorization is created', () => {
  let s: SandboxKit | undefined;
  const create = async (periodicLimits: unknown) => {
    s ??= await sandboxClient();
    const key = await s.apiKey();
    const recipient = await s.call<Json>('POST', '/payments/recipients', { token: key, body: { pixKey: 'carteira@example.com' } });
    return s.call<Json>('POST', '/smart-transfers/preauthorizations', {
      token: key,
      body: { connectorId: 600, parameters: { cpf: '529.982.247-25' }, recipientIds: [recipient.body.id], configuration: { periodicLimits } },
    });
  };
  afterAll(() => s?.close());

  it.each([
    [{ day: { quantityLimit: 0 } }, 'configuration.periodicLimits.day.quantityLimit'],
    [{ week: { quantityLimit: 1.5 } }, 'configuration.periodicLimits.week.quantityLimit'],
    [{ month: { transactionLimit: -5 } }, 'configuration.periodicLimits.month.transactionLimit'],
    [{ year: { transactionLimit: 10.001 } }, 'configuration.periodicLimits.year.transactionLimit'],
    [{ day: { transactionLimit: 'a lot' } }, 'configuration.periodicLimits: day.transactionLimit'],
    [{ day: 5 }, 'configuration.periodicLimits: day'],
  ])('refuses %j with 400 naming %s', async (periodicLimits, field) => {
    const r = await create(periodicLimits);
    expect(r).toMatchObject({ status: 400, body: { code: 400, message: expect.stringContaining(field) } });
  });

  it('keeps the limits it knows and drops the periods it does not', async () => {
    const r = await create({ day: { quantityLimit: 3, transactionLimit: 50.5 }, fortnight: { quantityLimit: 1 } });
    expect(r.status).toBe(200);
    expect(r.body.configuration).toMatchObject({ periodicLimits: { day: { quantityLimit: 3, transactionLimit: 50.5 } } });
    expect(JSON.stringify(r.body)).not.toContain('fortnight');
  });
});
