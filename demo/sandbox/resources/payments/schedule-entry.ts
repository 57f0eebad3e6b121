// One payment of a scheduled payment request, as GET /payments/requests/{id}/schedules lists it (the public client's SchedulePayment).
import type { ErrorDetail } from './request-status.js';

export const SCHEDULED_PAYMENT_STATUSES = ['SCHEDULED', 'COMPLETED', 'ERROR', 'CANCELED'] as const;
export type ScheduledPaymentStatus = (typeof SCHEDULED_PAYMENT_STATUSES)[number];

export type ScheduledPayment = {
  id: string;
  status: ScheduledPaymentStatus;
  /** "YYYY-MM-DD": it is paid as that day begins in São Paulo. */
  scheduledDate: string;
  /** The request's description. */
  description: string | null;
  endToEndId: string | null;
  errorDetail: ErrorDetail | null;
};
