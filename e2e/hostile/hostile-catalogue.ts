// A catalogue made to attack the widget: connector-supplied text carrying markup, scripts, bidi
// overrides, zero-width characters and 100 KB strings; script and data URLs for logos and links;
// an invalid and a catastrophic validation pattern; missing optional fields and unknown ones.

/** What every injected script would do: a page where this is set ran connector-supplied code. */
export const PWNED = 'window.__pwned=1';

export const MARKUP = [
  `<img src=x onerror="${PWNED}">`,
  `<script>${PWNED}</script>`,
  `<svg onload="${PWNED}"></svg>`,
  `"><iframe src="javascript:${PWNED}"></iframe>`,
] as const;

/** A name reversed by a right-to-left override, and one broken by zero-width characters. */
export const BIDI = '\u202eknaB liviE\u202c';
export const ZERO_WIDTH = 'Ban\u200bco\u200d Zero\ufeff';
export const HUGE = `Huge ${'A'.repeat(100_000)}`;

/** Typed into the field whose pattern backtracks catastrophically on it. */
export const CATASTROPHIC_INPUT = `${'a'.repeat(32)}!`;

const base = { type: 'PERSONAL_BANK', country: 'BR', products: ['ACCOUNTS'], health: { status: 'ONLINE' }, hasMFA: false, oauth: false };

export const HOSTILE_CONNECTORS = [
  {
    ...base,
    id: 9001,
    name: `Banco ${MARKUP[0]}`,
    imageUrl: `javascript:${PWNED}`,
    institutionUrl: `javascript:${PWNED}`,
    resetPasswordUrl: `data:text/html,<script>${PWNED}</script>`,
    credentials: [
      {
        name: 'user',
        label: `Usuário ${MARKUP[1]}`,
        type: 'text',
        placeholder: MARKUP[2],
        assistiveText: MARKUP[3],
        validation: '^(a+)+$',
        validationMessage: `Inválido ${MARKUP[0]}`,
      },
      { name: 'password', label: 'Senha', type: 'password', validation: '(' },
      { name: 'kind', label: `Tipo ${MARKUP[2]}`, type: 'select', options: [{ value: '1', label: MARKUP[1] }] },
    ],
  },
  { ...base, id: 9002, name: BIDI, imageUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${PWNED}"/>` },
  { ...base, id: 9003, name: ZERO_WIDTH },
  { ...base, id: 9004, name: HUGE },
  // Only the id: every optional field missing; and fields the interface does not define.
  { id: 9005, surprise: { nested: [MARKUP[0]] } },
];

/** A GET /connectors answer holding them, as the interface pages it; the last one also carries a `__proto__` key, as JSON can. */
export const hostilePage = (): string =>
  JSON.stringify({ total: HOSTILE_CONNECTORS.length, totalPages: 1, page: 1, results: HOSTILE_CONNECTORS }).replace(
    '{"id":9005',
    '{"__proto__":{"polluted":true},"id":9005',
  );
