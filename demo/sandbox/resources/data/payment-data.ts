// Who paid whom in a PIX, TED or boleto movement: the paymentData of a generated transaction.
import type { TransactionPaymentData } from '../../../../src/api/schemas/index.js';
import { cnpj, cpf } from '../../core/documents.js';
import type { Owner } from './owner.js';
import type { Random } from '../../core/random.js';

export type AccountHolder = { owner: Owner; bankCode: string; branch: string; number: string };

// ISPB of the catalogue's banks by COMPE code; others get a made-up but well-formed one.
const ISPB: Record<string, string> = {
  '001': '00000000',
  '033': '90400888',
  '077': '00416968',
  '104': '00360305',
  '237': '60746948',
  '260': '18236120',
  '341': '60701190',
};

const maskCpf = (value: string): string => `***${value.slice(3, 11)}**`;

export function paymentDataFor(
  random: Random,
  holder: AccountHolder,
  method: 'PIX' | 'TED' | 'BOLETO',
  direction: 'DEBIT' | 'CREDIT',
  counterpart: { name: string; kind: 'person' | 'company' },
  amount: number,
  dateIso: string,
): TransactionPaymentData {
  const own = {
    documentNumber: { value: holder.owner.taxNumber, type: holder.owner.kind === 'company' ? 'CNPJ' : 'CPF' },
    name: holder.owner.name,
    branchNumber: holder.branch,
    accountNumber: holder.number,
    routingNumber: holder.bankCode,
    routingNumberISPB: ISPB[holder.bankCode] ?? random.digits(8),
  };
  const otherBank = random.pick(['001', '033', '104', '237', '260', '341']);
  const other = {
    // Open-finance institutions mask a third party's CPF; a CNPJ is public.
    documentNumber: counterpart.kind === 'company' ? { value: cnpj(random), type: 'CNPJ' } : { value: maskCpf(cpf(random)), type: 'CPF' },
    name: counterpart.name,
    branchNumber: random.digits(4),
    accountNumber: `${random.digits(6)}-${random.digits(1)}`,
    routingNumber: otherBank,
    routingNumberISPB: ISPB[otherBank] ?? random.digits(8),
  };
  const [payer, receiver] = direction === 'DEBIT' ? [own, other] : [other, own];
  const stamp = dateIso.slice(0, 16).replace(/\D/g, '');
  const data: TransactionPaymentData = { payer, receiver, paymentMethod: method };
  if (method === 'PIX') data.referenceNumber = `E${payer.routingNumberISPB}${stamp}${random.digits(11)}`;
  if (method === 'TED') data.referenceNumber = random.digits(12);
  if (method === 'BOLETO') {
    const line = random.digits(47);
    data.boletoMetadata = {
      digitableLine: line,
      barcode: random.digits(44),
      baseAmount: amount,
      penaltyAmount: 0,
      interestAmount: 0,
      discountAmount: 0,
    };
  }
  return data;
}
