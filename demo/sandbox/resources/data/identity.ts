// The IDENTITY product: who the item's owner is, as the institution's registration shows it.
import type { ItemContext } from './item-context.js';
import { seeded } from '../../core/random.js';

/** The interface does not describe it; the field names are those of its public client. */
export type IdentityRecord = {
  id: string;
  itemId: string;
  fullName: string | null;
  companyName: string | null;
  document: string | null;
  documentType: 'CPF' | 'CNPJ' | null;
  taxNumber: string | null;
  birthDate: string | null;
  jobTitle: string | null;
  investorProfile: 'Conservative' | 'Moderate' | 'Aggressive' | null;
  emails: { type: 'Personal' | 'Work' | null; value: string }[] | null;
  phoneNumbers: { type: 'Personal' | 'Work' | 'Residencial' | null; value: string; areaCode?: string | null }[] | null;
  addresses:
    | {
        fullAddress: string | null;
        primaryAddress: string | null;
        city: string | null;
        postalCode: string | null;
        state: string | null;
        country: string | null;
        type: 'Personal' | 'Work' | null;
        additionalInfo: string | null;
        district?: string | null;
        countryCode?: string | null;
      }[]
    | null;
  relations: { type: 'Mother' | 'Father' | 'Spouse' | null; name: string | null; document: string | null }[] | null;
  createdAt: string;
  updatedAt: string;
};

const JOBS = ['Analista de Sistemas', 'Professora', 'Engenheiro Civil', 'Enfermeira', 'Advogado', 'Designer', 'Contadora'] as const;

export function identityOf(ctx: ItemContext): IdentityRecord | null {
  if (!ctx.products.has('IDENTITY')) return null;
  const random = seeded(`${ctx.itemId}|identity`, ctx.idTag);
  const { owner } = ctx;
  const company = owner.kind === 'company';
  const { address } = owner;
  const primaryAddress = `${address.street}, ${address.number}`;
  return {
    id: random.uuid(),
    itemId: ctx.itemId,
    fullName: owner.name,
    companyName: company ? owner.name : null,
    document: owner.taxNumber,
    documentType: company ? 'CNPJ' : 'CPF',
    taxNumber: owner.taxNumber,
    birthDate: owner.birthDate,
    jobTitle: company ? null : random.pick(JOBS),
    investorProfile: company ? null : random.pick(['Conservative', 'Moderate', 'Aggressive'] as const),
    emails: [{ type: company ? 'Work' : 'Personal', value: owner.email }],
    phoneNumbers: [{ type: company ? 'Work' : 'Personal', value: `(${owner.phone.areaCode}) ${owner.phone.number}`, areaCode: owner.phone.areaCode }],
    addresses: [
      {
        fullAddress: `${primaryAddress} - ${address.district}, ${address.city} - ${address.state}, ${address.postalCode}`,
        primaryAddress,
        city: address.city,
        postalCode: address.postalCode,
        state: address.state,
        country: 'Brasil',
        type: company ? 'Work' : 'Personal',
        additionalInfo: null,
        district: address.district,
        countryCode: 'BRA',
      },
    ],
    relations: company ? null : [{ type: 'Mother', name: `Maria ${owner.name.split(' ').slice(-1)[0] ?? ''}`.trim(), document: null }],
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  };
}
