// Error answers: one thrown type that becomes the service's JSON error body.
import type { ParameterError } from '../../../src/api/schemas/index.js';

/** The body shape of the public client (`code` = HTTP status) plus the interface's `errors[]`. */
export type ProblemBody = {
  code: number;
  message: string;
  codeDescription?: string;
  details?: ParameterError[];
  errors?: ParameterError[];
};

export class Problem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500,
    message: string,
    readonly extra: { codeDescription?: string; parameterErrors?: ParameterError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }

  body(): ProblemBody {
    const body: ProblemBody = { code: this.status, message: this.message };
    if (this.extra.codeDescription) body.codeDescription = this.extra.codeDescription;
    if (this.extra.parameterErrors) {
      body.details = this.extra.parameterErrors;
      body.errors = this.extra.parameterErrors;
    }
    return body;
  }
}

export const notFound = (what: string) => new Problem(404, `${what} not found`);
export const forbidden = (message: string) => new Problem(403, message);
