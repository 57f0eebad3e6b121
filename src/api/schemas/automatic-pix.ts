// Automatic PIX payment: one recurring payment scheduled under an authorized automatic PIX request.
import { z } from '../z.js';

export const AUTOMATIC_PIX_PAYMENT_STATUSES = ['SCHEDULED', 'CREATED', 'COMPLETED', 'CANCELED', 'ERROR'] as const;
export type AutomaticPixPaymentStatus = (typeof AUTOMATIC_PIX_PAYMENT_STATUSES)[number];

/** errorDetail.code values; the names are those of the Brazilian open-finance rules. */
export const AUTOMATIC_PIX_ERROR_CODES = [
  'SALDO_INSUFICIENTE',
  'VALOR_ACIMA_LIMITE',
  'VALOR_INVALIDO',
  'NAO_INFORMADO',
  'PAGAMENTO_DIVERGENTE_CONSENTIMENTO',
  'PAGAMENTO_RECUSADO_DETENTORA',
  'PAGAMENTO_RECUSADO_SPI',
  'CONSENTIMENTO_INVALIDO',
  'FALHA_INFRAESTRUTURA_SPI',
  'FALHA_INFRAESTRUTURA_ICP',
  'FALHA_INFRAESTRUTURA_PSP_RECEBEDOR',
  'FALHA_INFRAESTRUTURA_DETENTORA',
  'TITULARIDADE_INCONSISTENTE',
  'LIMITE_PERIODO_VALOR_EXCEDIDO',
  'LIMITE_PERIODO_QUANTIDADE_EXCEDIDO',
  'LIMITE_VALOR_TOTAL_CONSENTIMENTO_EXCEDIDO',
  'LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO',
  'LIMITE_TENTATIVAS_EXCEDIDO',
  'CONSENTIMENTO_REVOGADO',
  'FORA_PRAZO_PERMITIDO',
  'DETALHE_TENTATIVA_INVALIDO',
  'DETALHE_PAGAMENTO_INVALIDO',
] as const;
export type AutomaticPixErrorCode = (typeof AUTOMATIC_PIX_ERROR_CODES)[number];

/** description is not in the interface; the public client carries it. */
export const AutomaticPixErrorDetail = z.object({
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  detail: z.optional(z.string()),
});
export type AutomaticPixErrorDetail = z.infer<typeof AutomaticPixErrorDetail>;

/** One settlement attempt; status values seen: IN_PROGRESS. */
export const AutomaticPixPaymentAttempt = z.object({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  endToEndId: z.optional(z.string()),
  date: z.optional(z.string()),
  errorDetail: z.optional(z.nullable(AutomaticPixErrorDetail)),
});

export const AutomaticPixPayment = z.object({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  amount: z.optional(z.number()),
  description: z.optional(z.string()),
  /** YYYY-MM-DD. */
  date: z.optional(z.string()),
  endToEndId: z.optional(z.string()),
  errorDetail: z.optional(z.nullable(AutomaticPixErrorDetail)),
  clientPaymentId: z.optional(z.string()),
  recipientId: z.optional(z.string()),
  isFirstPayment: z.optional(z.boolean()),
  attempts: z.optional(z.array(AutomaticPixPaymentAttempt)),
});
export type AutomaticPixPayment = z.infer<typeof AutomaticPixPayment>;
