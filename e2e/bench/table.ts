// The benchmark's one table, in Markdown: each figure beside the floor's, their ratio, the goal and whether it is met.
import type { Goal, Measure, PartResult, Row, Unit } from './results.js';

const number = (value: number, digits = 0) => value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function amount(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${number(value)} ms`;
    case 'bytes':
      return `${number(value / 1024, 1)} KB`;
    case 'count':
      return number(value);
    case 'rps':
      return `${number(value)} req/s`;
  }
}

function measure(m: Measure | undefined): string {
  if (!m) return '—';
  const main = m.display ?? amount(m.value, m.unit);
  const p90 = m.p90 === undefined ? '' : ` (p90 ${amount(m.p90, m.unit)})`;
  return `${main}${p90}${m.detail ? `, ${m.detail}` : ''}`;
}

const times = (ratio: number) => `${number(ratio, 2)}x`;

function ratio({ ours, floor }: Row): string {
  if (!floor || floor.value === 0) return '—';
  const p90 = ours.p90 !== undefined && floor.p90 !== undefined && floor.p90 !== 0 ? ` (p90 ${times(ours.p90 / floor.p90)})` : '';
  return `${times(ours.value / floor.value)}${p90}`;
}

function goalText(goal: Goal | undefined, unit: Unit): string {
  if (!goal) return '';
  switch (goal.kind) {
    case 'at-most':
      return `${goal.of === 'p90' ? 'p90 ' : ''}≤ ${amount(goal.limit, unit)}`;
    case 'ratio-at-most':
      return `≤ ${times(goal.limit)} the floor`;
    case 'at-least':
      return `≥ ${amount(goal.limit, unit)}`;
  }
}

/** null: no goal, or nothing to judge it by. */
export function isMet({ ours, floor, goal }: Row): boolean | null {
  if (!goal) return null;
  switch (goal.kind) {
    case 'at-most': {
      const value = goal.of === 'p90' ? ours.p90 : ours.value;
      return value === undefined ? null : value <= goal.limit;
    }
    case 'ratio-at-most':
      return floor && floor.value > 0 ? ours.value / floor.value <= goal.limit : null;
    case 'at-least':
      return ours.value >= goal.limit;
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderTable(results: readonly PartResult[]): string {
  const lines = ['| Section | Figure | Ours | Floor | Ratio | Goal | Met? |', '|---|---|---|---|---|---|---|'];
  let section = '';
  for (const row of results.flatMap((result) => result.rows)) {
    const met = isMet(row);
    lines.push(
      `| ${[
        row.section === section ? '' : row.section,
        row.figure,
        measure(row.ours),
        measure(row.floor),
        ratio(row),
        goalText(row.goal, row.goal?.kind === 'ratio-at-most' ? 'count' : row.ours.unit),
        met === null ? '' : met ? 'yes' : '**no**',
      ]
        .map(cell)
        .join(' | ')} |`,
    );
    section = row.section;
  }
  return lines.join('\n');
}
