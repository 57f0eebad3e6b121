// The errors a host handle reports: the frame's error payloads and the embed's own failures.
import type { WidgetErrorCode } from '../../flow/error-codes.js';
import type { EmbedErrorPayload } from '../protocol.js';

export type EmbedError = EmbedErrorPayload;

export const embedError = (code: WidgetErrorCode, message: string): EmbedError => ({ code, message });
