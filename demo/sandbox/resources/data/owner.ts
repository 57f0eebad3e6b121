// The person or company behind an item: one name and tax id shared by all of its records.
import { cnpj, cpf } from '../../core/documents.js';
import { seeded } from '../../core/random.js';

export type OwnerAddress = { street: string; number: string; district: string; city: string; state: string; postalCode: string };

export type Owner = {
  kind: 'person' | 'company';
  /** Full name of a person, or company name. */
  name: string;
  /** Formatted CPF (person) or CNPJ (company). */
  taxNumber: string;
  /** ISO date-time at midnight UTC; people only. */
  birthDate: string | null;
  email: string;
  phone: { areaCode: string; number: string };
  address: OwnerAddress;
};

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Fernanda',
  'Gabriela',
  'Juliana',
  'Larissa',
  'Mariana',
  'Patrícia',
  'André',
  'Bruno',
  'Carlos',
  'Diego',
  'Eduardo',
  'Felipe',
  'Gustavo',
  'João',
  'Lucas',
  'Rafael',
  'Thiago',
  'Vinícius',
] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Barbosa',
  'Araújo',
  'Cardoso',
  'Rocha',
] as const;
const COMPANY_WORDS = ['Aurora', 'Horizonte', 'Ipê', 'Jatobá', 'Maré', 'Serra Azul', 'Sol Nascente', 'Vale Verde'] as const;
const COMPANY_TRADES = [
  'Comércio de Alimentos',
  'Serviços de Tecnologia',
  'Transportes',
  'Confecções',
  'Consultoria',
  'Materiais de Construção',
] as const;
const STREETS = [
  'Rua das Flores',
  'Avenida Paulista',
  'Rua XV de Novembro',
  'Avenida Brasil',
  'Rua Sete de Setembro',
  'Rua Barão do Rio Branco',
  'Avenida Getúlio Vargas',
] as const;
const DISTRICTS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cecília', 'Bela Vista'] as const;
const CITIES = [
  { city: 'São Paulo', state: 'SP', areaCode: '11', cep: '01' },
  { city: 'Rio de Janeiro', state: 'RJ', areaCode: '21', cep: '20' },
  { city: 'Belo Horizonte', state: 'MG', areaCode: '31', cep: '30' },
  { city: 'Curitiba', state: 'PR', areaCode: '41', cep: '80' },
  { city: 'Porto Alegre', state: 'RS', areaCode: '51', cep: '90' },
  { city: 'Salvador', state: 'BA', areaCode: '71', cep: '40' },
  { city: 'Recife', state: 'PE', areaCode: '81', cep: '50' },
  { city: 'Fortaleza', state: 'CE', areaCode: '85', cep: '60' },
] as const;

const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

/** The owner of an item; business connectors belong to a company. */
export function ownerOf(itemId: string, isBusiness: boolean): Owner {
  const random = seeded(`${itemId}|owner`);
  const place = random.pick(CITIES);
  const address: OwnerAddress = {
    street: random.pick(STREETS),
    number: String(random.int(10, 2999)),
    district: random.pick(DISTRICTS),
    city: place.city,
    state: place.state,
    postalCode: `${place.cep}${random.digits(3)}-${random.digits(3)}`,
  };
  const phone = { areaCode: place.areaCode, number: `9${random.digits(4)}-${random.digits(4)}` };
  if (isBusiness) {
    const name = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_TRADES)} Ltda`;
    return {
      kind: 'company',
      name,
      taxNumber: cnpj(random),
      birthDate: null,
      email: `financeiro@${plain(name).split('.')[0]}.com.br`,
      phone,
      address,
    };
  }
  const first = random.pick(FIRST_NAMES);
  const middle = random.pick(SURNAMES);
  const last = random.pick(SURNAMES);
  const name = `${first} ${middle} ${last}`;
  const birth = new Date(Date.UTC(random.int(1955, 2003), random.int(0, 11), random.int(1, 28)));
  return {
    kind: 'person',
    name,
    taxNumber: cpf(random),
    birthDate: birth.toISOString(),
    email: `${plain(first)}.${plain(last)}${random.int(1, 99)}@email.com.br`,
    phone,
    address,
  };
}
