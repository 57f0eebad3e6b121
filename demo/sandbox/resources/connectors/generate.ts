// Synthetic connectors for load tests (--generate-connectors N): many, varied, and the same on every run.
import type { CONNECTOR_TYPES, Connector, Credential } from '../../../../src/api/schemas/index.js';
import type { CatalogueEntry } from './catalogue.js';
import { deriveFlow } from './catalogue.js';

const SEED = 0x5eed_c0de;
const DAY_MS = 86_400_000;
const FIRST_CREATED_AT = Date.UTC(2020, 0, 1);

const PLACES = [
  'Paraná',
  'Goiás',
  'Maranhão',
  'Pará',
  'Piauí',
  'Amapá',
  'Ceará',
  'Paraíba',
  'Espírito Santo',
  'Minas',
  'Bahia',
  'Sergipe',
  'Alagoas',
  'Tocantins',
  'Rondônia',
  'Roraima',
  'Acre',
  'Amazonas',
  'Campinas',
  'Ribeirão Preto',
  'São José',
  'Uberlândia',
  'Juiz de Fora',
  'Londrina',
  'Maringá',
  'Cascavel',
  'Joinville',
  'Blumenau',
  'Chapecó',
  'Caxias do Sul',
  'Pelotas',
  'Santa Maria',
  'Petrópolis',
  'Niterói',
  'Sorocaba',
  'Jundiaí',
  'Piracicaba',
  'Bauru',
  'Marília',
  'Franca',
  'Feira de Santana',
  'Vitória da Conquista',
  'Ilhéus',
  'Caruaru',
  'Petrolina',
  'Mossoró',
  'Campina Grande',
  'Imperatriz',
  'Santarém',
  'Marabá',
  'Anápolis',
  'Rio Verde',
  'Dourados',
  'Cuiabá',
  'Rondonópolis',
  'Palmas',
  'Macapá',
  'Boa Vista',
  'Porto Velho',
  'Itajaí',
];
const WORDS = [
  'Aliança',
  'Horizonte',
  'Progresso',
  'Integração',
  'Confiança',
  'União',
  'Futuro',
  'Serra',
  'Vale',
  'Litoral',
  'Cerrado',
  'Pampa',
  'Sertão',
  'Planalto',
  'Atlântico',
  'Ipê',
  'Jacarandá',
  'Araucária',
  'Capital',
  'Central',
  'Norte',
  'Sul',
  'Nordeste',
  'Oeste',
  'Pioneira',
  'Solidária',
];
type ConnectorType = (typeof CONNECTOR_TYPES)[number];

// Each name pattern carries the types it fits, so "Energia Bauru" is never a broker.
const PATTERNS: ReadonlyArray<{ types: readonly ConnectorType[]; name: (place: string, word: string) => string }> = [
  { types: ['PERSONAL_BANK', 'BUSINESS_BANK'], name: (place) => `Banco ${place}` },
  { types: ['PERSONAL_BANK', 'BUSINESS_BANK'], name: (place, word) => `Banco ${word} ${place}` },
  { types: ['PERSONAL_BANK', 'BUSINESS_BANK'], name: (place) => `Cooperativa de Crédito ${place}` },
  { types: ['PERSONAL_BANK'], name: (_place, word) => `Cooperativa ${word}` },
  { types: ['PERSONAL_BANK'], name: (place) => `Caixa Econômica de ${place}` },
  { types: ['INVESTMENT'], name: (place) => `${place} Investimentos` },
  { types: ['INVESTMENT'], name: (_place, word) => `${word} Investimentos` },
  { types: ['INVESTMENT'], name: (place, word) => `${word} ${place} Corretora` },
  { types: ['PAYMENT_ACCOUNT'], name: (_place, word) => `Conta ${word}` },
  { types: ['PAYMENT_ACCOUNT'], name: (_place, word) => `${word} Pagamentos` },
  { types: ['INVOICE'], name: (place) => `Energia ${place}` },
  { types: ['INVOICE'], name: (place) => `Saneamento ${place}` },
  { types: ['TELECOMMUNICATION'], name: (_place, word) => `${word} Telecom` },
  { types: ['DIGITAL_ECONOMY'], name: (place) => `${place} Entregas` },
  { types: ['DIGITAL_ECONOMY'], name: (_place, word) => `${word} Mobilidade` },
  { types: ['OTHER'], name: (place) => `Financeira ${place}` },
];

const TYPE_PRODUCTS: Record<ConnectorType, readonly string[]> = {
  PERSONAL_BANK: ['ACCOUNTS', 'CREDIT_CARDS', 'TRANSACTIONS', 'PAYMENT_DATA', 'IDENTITY', 'LOANS'],
  BUSINESS_BANK: ['ACCOUNTS', 'TRANSACTIONS', 'PAYMENT_DATA', 'IDENTITY', 'LOANS'],
  INVOICE: ['TRANSACTIONS', 'IDENTITY'],
  INVESTMENT: ['ACCOUNTS', 'INVESTMENTS', 'INVESTMENTS_TRANSACTIONS', 'IDENTITY'],
  TELECOMMUNICATION: ['TRANSACTIONS', 'IDENTITY'],
  DIGITAL_ECONOMY: ['ACCOUNTS', 'TRANSACTIONS', 'IDENTITY'],
  PAYMENT_ACCOUNT: ['ACCOUNTS', 'TRANSACTIONS', 'IDENTITY'],
  OTHER: ['TRANSACTIONS', 'IDENTITY'],
};

const CPF: Credential = {
  name: 'cpf',
  label: 'CPF',
  type: 'text',
  placeholder: '000.000.000-00',
  validation: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$',
  validationMessage: 'Informe um CPF válido, com 11 dígitos.',
};
const PASSWORD: Credential = {
  name: 'password',
  label: 'Senha',
  type: 'password',
  validation: '^.{6,}$',
  validationMessage: 'A senha deve ter pelo menos 6 caracteres.',
};
const CREDENTIAL_SETS: ReadonlyArray<readonly Credential[]> = [
  [CPF, PASSWORD],
  [
    { name: 'agency', label: 'Agência', type: 'number', placeholder: '0000', validation: '^\\d{4}$', validationMessage: 'A agência tem 4 dígitos.' },
    {
      name: 'account',
      label: 'Conta',
      type: 'text',
      placeholder: '00000-0',
      validation: '^\\d{3,12}-?[\\dXx]$',
      validationMessage: 'Informe a conta com o dígito.',
    },
    PASSWORD,
  ],
  [{ name: 'email', label: 'E-mail', type: 'text', placeholder: 'nome@exemplo.com.br' }, PASSWORD],
  [
    CPF,
    PASSWORD,
    {
      name: 'token',
      label: 'Token',
      type: 'number',
      mfa: true,
      placeholder: '000000',
      validation: '^\\d{6}$',
      validationMessage: 'O token tem 6 dígitos.',
    },
  ],
];

/** n synthetic connectors with ids from startId; the first k of any list are the list for k. */
export function generateConnectors(n: number, startId = 10_000): CatalogueEntry[] {
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(random() * list.length)];
    if (item === undefined) throw new Error('cannot pick from an empty list');
    return item;
  };
  const uses = new Map<string, number>();
  const entries: CatalogueEntry[] = [];
  for (let i = 0; i < n; i += 1) {
    const id = startId + i;
    const pattern = pick(PATTERNS);
    const type = pick(pattern.types);
    const institution = pattern.name(pick(PLACES), pick(WORDS));
    const base = type === 'BUSINESS_BANK' ? `${institution} Empresas` : institution;
    const count = (uses.get(base) ?? 0) + 1;
    uses.set(base, count);
    // Load tests search by name, so every name stays unique.
    const name = count === 1 ? base : `${base} ${count}`;
    const openFinance = random() < 0.15;
    const healthRoll = random();
    const credentials = openFinance ? [CPF] : [...pick(CREDENTIAL_SETS)];
    const createdAt = FIRST_CREATED_AT + Math.floor(random() * 1500) * DAY_MS;
    const connector: Connector = {
      id,
      name,
      institutionUrl: `https://www.${slug(name)}.com.br`,
      imageUrl: `/images/connectors/${id}.svg`,
      primaryColor: `#${Math.floor(random() * 0x1000000)
        .toString(16)
        .padStart(6, '0')
        .toUpperCase()}`,
      type,
      country: 'BR',
      credentials,
      hasMFA: credentials.some((credential) => credential.mfa === true),
      products: [...TYPE_PRODUCTS[type]],
      oauth: openFinance,
      oauthUrl: null,
      resetPasswordUrl: openFinance ? null : `https://www.${slug(name)}.com.br/recuperar-senha`,
      health: { status: healthRoll < 0.8 ? 'ONLINE' : healthRoll < 0.92 ? 'UNSTABLE' : 'OFFLINE', stage: null },
      isOpenFinance: openFinance,
      isSandbox: false,
      supportsPaymentInitiation: openFinance && random() < 0.6,
      supportsScheduledPayments: openFinance && random() < 0.4,
      supportsSmartTransfers: openFinance && random() < 0.3,
      supportsBoletoManagement: false,
      supportsAutomaticPix: openFinance && random() < 0.3,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(createdAt + Math.floor(random() * 300) * DAY_MS).toISOString(),
    };
    entries.push({ flow: deriveFlow(connector), connector });
  }
  return entries;
}

/** A host-name-safe form of a name: "São José 2" becomes "saojose2". */
function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// A tiny seeded generator: Math.random cannot be seeded, and the list must not change between runs.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
