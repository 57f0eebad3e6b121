// The payment institutions the sandbox knows: real Brazilian banks with their ISPB and COMPE codes.
import type { PaymentInstitution } from '../../../../src/api/schemas/payment-institution.js';

type Entry = { name: string; tradeName: string; ispb: string; compe: string | null };

const ENTRIES: readonly Entry[] = [
  { name: 'Banco do Brasil S.A.', tradeName: 'Banco do Brasil', ispb: '00000000', compe: '001' },
  { name: 'Banco da Amazônia S.A.', tradeName: 'Banco da Amazônia', ispb: '04902979', compe: '003' },
  { name: 'Banco do Nordeste do Brasil S.A.', tradeName: 'Banco do Nordeste', ispb: '07237373', compe: '004' },
  { name: 'Banco Santander (Brasil) S.A.', tradeName: 'Santander', ispb: '90400888', compe: '033' },
  { name: 'Banco do Estado do Rio Grande do Sul S.A.', tradeName: 'Banrisul', ispb: '92702067', compe: '041' },
  { name: 'Banco Inter S.A.', tradeName: 'Inter', ispb: '00416968', compe: '077' },
  { name: 'XP Investimentos Corretora de Câmbio, Títulos e Valores Mobiliários S.A.', tradeName: 'XP Investimentos', ispb: '02332886', compe: '102' },
  { name: 'Caixa Econômica Federal', tradeName: 'Caixa', ispb: '00360305', compe: '104' },
  { name: 'Stone Instituição de Pagamento S.A.', tradeName: 'Stone', ispb: '16501555', compe: '197' },
  { name: 'Banco BTG Pactual S.A.', tradeName: 'BTG Pactual', ispb: '30306294', compe: '208' },
  { name: 'Banco Original S.A.', tradeName: 'Original', ispb: '92894922', compe: '212' },
  { name: 'Banco Bradesco S.A.', tradeName: 'Bradesco', ispb: '60746948', compe: '237' },
  { name: 'Nu Pagamentos S.A. - Instituição de Pagamento', tradeName: 'Nubank', ispb: '18236120', compe: '260' },
  { name: 'PagSeguro Internet Instituição de Pagamento S.A.', tradeName: 'PagBank', ispb: '08561701', compe: '290' },
  { name: 'Mercado Pago Instituição de Pagamento Ltda.', tradeName: 'Mercado Pago', ispb: '10573521', compe: '323' },
  { name: 'Banco C6 S.A.', tradeName: 'C6 Bank', ispb: '31872495', compe: '336' },
  { name: 'Itaú Unibanco S.A.', tradeName: 'Itaú', ispb: '60701190', compe: '341' },
  { name: 'PicPay Instituição de Pagamento S.A.', tradeName: 'PicPay', ispb: '22896431', compe: '380' },
  { name: 'Banco Safra S.A.', tradeName: 'Safra', ispb: '58160789', compe: '422' },
  { name: 'Banco Pan S.A.', tradeName: 'Pan', ispb: '59285411', compe: '623' },
  { name: 'Banco Votorantim S.A.', tradeName: 'BV', ispb: '59588111', compe: '655' },
  { name: 'Banco Cooperativo Sicredi S.A.', tradeName: 'Sicredi', ispb: '01181521', compe: '748' },
  { name: 'Banco Cooperativo Sicoob S.A.', tradeName: 'Sicoob', ispb: '02038232', compe: '756' },
];

/** The day PIX launched: a fixed date, so answers are the same on every run. */
const LISTED_AT = '2020-11-16T00:00:00.000Z';

export type KnownInstitution = PaymentInstitution & { id: string; name: string; tradeName: string; ispb: string };

/** Ids derive from the ISPB, so they stay the same across restarts and machines. */
export const PAYMENT_INSTITUTIONS: readonly KnownInstitution[] = ENTRIES.map((entry) => ({
  id: `5a4db0c0-0000-4000-8000-0000${entry.ispb}`,
  ...entry,
  createdAt: LISTED_AT,
  updatedAt: LISTED_AT,
}));

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Case- and accent-insensitive match on the legal or the trade name ("itau" finds Itaú). */
export function findInstitutions(name: string | undefined): KnownInstitution[] {
  if (!name) return [...PAYMENT_INSTITUTIONS];
  const wanted = fold(name);
  return PAYMENT_INSTITUTIONS.filter((i) => fold(i.name).includes(wanted) || fold(i.tradeName).includes(wanted));
}

export const institutionById = (id: string): KnownInstitution | undefined => PAYMENT_INSTITUTIONS.find((i) => i.id === id);

/** The institution a connector's name names ("Itaú Open Finance" is Itaú's), if the sandbox knows it. */
export const institutionOfConnector = (connectorName: string): KnownInstitution | undefined =>
  PAYMENT_INSTITUTIONS.find((i) => fold(connectorName).includes(fold(i.tradeName)));
