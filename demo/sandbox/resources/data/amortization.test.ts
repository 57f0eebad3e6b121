// Installment schedules: the amounts a borrower pays and what is left to pay after each.
import { describe, expect, it } from 'vitest';
import { monthlyOf, priceSchedule, sacSchedule } from './amortization.js';

describe('PRICE', () => {
  it.each([
    { principal: 10_000, rate: 0.02, count: 12, installment: 945.6 },
    { principal: 50_000, rate: 0.015, count: 48, installment: 1468.75 },
    { principal: 1200, rate: 0, count: 12, installment: 100 },
  ])('$principal at $rate a month over $count months: installments of $installment', ({ principal, rate, count, installment }) => {
    const schedule = priceSchedule(principal, rate, count);
    for (let k = 1; k <= count; k++) expect(schedule.installment(k)).toBe(installment);
    expect(schedule.balanceAfter(0)).toBe(principal);
    expect(schedule.balanceAfter(count)).toBe(0);
    // Each payment covers the month's interest on what is owed, the rest pays the principal down.
    for (let k = 1; k <= count; k++) {
      expect(schedule.balanceAfter(k)).toBeCloseTo(schedule.balanceAfter(k - 1) * (1 + rate) - installment, 0);
    }
  });
});

describe('SAC', () => {
  it('pays the same principal every month, so installments fall and the balance falls evenly', () => {
    const schedule = sacSchedule(120_000, 0.01, 120);
    expect(schedule.installment(1)).toBe(2200);
    expect(schedule.installment(2)).toBe(2190);
    expect(schedule.installment(120)).toBe(1010);
    expect(schedule.balanceAfter(60)).toBe(60_000);
    expect(schedule.balanceAfter(120)).toBe(0);
  });
});

it('converts an annual rate to the compound monthly one', () => {
  expect(monthlyOf(0.1268)).toBeCloseTo(0.01, 4);
  expect((1 + monthlyOf(0.45)) ** 12).toBeCloseTo(1.45, 10);
});
