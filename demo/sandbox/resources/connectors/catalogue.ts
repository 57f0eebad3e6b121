// The sandbox's connector catalogue: loads and checks the built-in connectors.json or a user-given file.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '../../../../src/api/z.js';
import { Connector, Credential } from '../../../../src/api/schemas/index.js';
import { compilePattern } from '../../core/linear-pattern.js';

/** How the sandbox drives a login for a connector; never served to clients. */
export const SANDBOX_FLOWS = ['basic', 'mfa-one-step', 'mfa-two-step', 'image', 'select', 'app-approval', 'oauth'] as const;
export type SandboxFlow = (typeof SANDBOX_FLOWS)[number];

export type CatalogueEntry = { flow: SandboxFlow; connector: Connector };

/**
 * A catalogue's connector, every field of the interface checked: the sandbox serves these fields,
 * and reads `oauth` and the credentials' `mfa`. The widget's `Connector` checks only what the widget
 * reads; the rest is checked here. Unknown keys are dropped, so the sandbox serves the interface only.
 */
export const CatalogueConnector = z.object({
  ...Connector.shape,
  institutionUrl: z.optional(z.nullable(z.string())),
  type: z.optional(z.string()),
  country: z.optional(z.string()),
  credentials: z.optional(z.array(z.object(Credential.shape))),
  hasMFA: z.optional(z.boolean()),
  oauth: z.optional(z.boolean()),
  oauthUrl: z.optional(z.nullable(z.string())),
  resetPasswordUrl: z.optional(z.nullable(z.string())),
  health: z.optional(
    z.object({
      status: z.string(),
      stage: z.optional(z.nullable(z.string())),
      details: z.optional(z.nullable(z.looseObject({}))),
    }),
  ),
  isOpenFinance: z.optional(z.boolean()),
  supportsPaymentInitiation: z.optional(z.boolean()),
  supportsScheduledPayments: z.optional(z.boolean()),
  supportsSmartTransfers: z.optional(z.boolean()),
  supportsBoletoManagement: z.optional(z.boolean()),
  supportsAutomaticPix: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  /** What else people type for the institution (a bank code, an acronym): an extra of the sandbox, which clients may read. */
  aliases: z.optional(z.array(z.string())),
});

// `flow` is optional so a merchant can paste connectors without learning the sandbox's flows.
const FileEntry = z.object({
  flow: z.optional(z.enum(SANDBOX_FLOWS)),
  connector: CatalogueConnector,
});

// Not `new URL('./connectors.json', import.meta.url)`: Vite rewrites that form into an asset URL
// when tests run in a browser-like environment, and the sandbox kit must work there too.
const BUILT_IN = join(dirname(fileURLToPath(import.meta.url)), 'connectors.json');

/** The flow a connector gets when its entry does not name one. */
export function deriveFlow(connector: Connector): SandboxFlow {
  if (connector.oauth === true) return 'oauth';
  if (connector.credentials?.some((credential) => credential.mfa === true)) return 'mfa-one-step';
  return 'basic';
}

/** Reads and checks a catalogue file; the built-in one when no file is given. */
export function loadCatalogue(file?: string): CatalogueEntry[] {
  const path = file ?? BUILT_IN;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new Error(`Cannot read connector catalogue ${path}: ${messageOf(cause)}`, { cause });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new Error(`Connector catalogue ${path} is not valid JSON: ${messageOf(cause)}`, { cause });
  }
  return parseCatalogue(data, path);
}

/** Checks parsed catalogue data; `source` names it in error messages. */
export function parseCatalogue(data: unknown, source: string): CatalogueEntry[] {
  if (!Array.isArray(data)) {
    throw new Error(`Connector catalogue ${source} must be a JSON array of { flow, connector } entries`);
  }
  const seen = new Map<number, number>();
  return data.map((raw: unknown, index): CatalogueEntry => {
    const parsed = FileEntry.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue === undefined ? '(entry)' : formatPath(issue.path);
      const reason = issue === undefined ? 'invalid' : describeIssue(issue);
      throw new Error(`Connector catalogue ${source}: entry ${index}, field ${field}: ${reason}`);
    }
    const { connector } = parsed.data;
    const badRegex = firstUnusableValidation(connector);
    if (badRegex !== undefined) {
      throw new Error(`Connector catalogue ${source}: entry ${index}, field connector.credentials[${badRegex.index}].validation: ${badRegex.reason}`);
    }
    const previous = seen.get(connector.id);
    if (previous !== undefined) {
      throw new Error(`Connector catalogue ${source}: entry ${index}, field connector.id: id ${connector.id} is already used by entry ${previous}`);
    }
    seen.set(connector.id, index);
    return { flow: parsed.data.flow ?? deriveFlow(connector), connector };
  });
}

// A broken regex, or one the sandbox cannot match in linear time, would otherwise only surface
// as a rule nobody checks when someone submits that connector's form.
function firstUnusableValidation(connector: Connector): { index: number; reason: string } | undefined {
  const credentials = connector.credentials ?? [];
  for (const [index, credential] of credentials.entries()) {
    if (credential.validation == null) continue;
    const pattern = compilePattern(credential.validation);
    if ('unsupported' in pattern) return { index, reason: pattern.unsupported };
  }
  return undefined;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

// zod/mini ships no messages ("Invalid input"), so the reason is rebuilt from the issue's data.
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return issue.message;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
