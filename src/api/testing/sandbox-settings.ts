// What a test may ask of a sandbox it starts, and what the launcher answers: plain JSON, checked
// on both sides, since both travel over HTTP between the test and the launcher.
import { z } from '../z.js';

const Count = z.int().check(z.gte(0));

export const SandboxSettings = z.strictObject({
  /** Duration of one sync step, in ms (tests default to 5). */
  stepMs: z.optional(Count),
  /** How long an MFA question, OAuth consent or approval waits before USER_INPUT_TIMEOUT. */
  userInputTimeoutMs: z.optional(Count),
  connectTokenTtlMs: z.optional(Count),
  apiKeyTtlMs: z.optional(Count),
  /** Synthetic connectors added to the catalogue, for load tests. */
  generateConnectors: z.optional(Count),
  /** Catalogue entries (`{ flow?, connector }`) added to the built-in catalogue; the sandbox checks them. */
  extraConnectors: z.optional(z.array(z.unknown())),
});
export type SandboxSettings = z.infer<typeof SandboxSettings>;

/** The launcher's answer: the sandbox, the client credentials it accepts, and its id to stop it by. */
export const LaunchedSandbox = z.object({ id: z.string(), url: z.string(), clientId: z.string(), clientSecret: z.string() });
export type LaunchedSandbox = z.infer<typeof LaunchedSandbox>;

declare module 'vitest' {
  /** Set by the test run's global setup: the sandbox launcher's address. */
  export interface ProvidedContext {
    sandboxLauncher: string;
  }
}
