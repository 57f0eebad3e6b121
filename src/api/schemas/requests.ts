// Request bodies of the authentication and connection endpoints, as the service accepts them.
import { z } from '../z.js';

export const AuthRequest = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  nonExpiring: z.optional(z.boolean()),
});
export const AuthResponse = z.object({ apiKey: z.string() });

export const ItemOptions = z.object({
  webhookUrl: z.optional(z.string()),
  clientUserId: z.optional(z.string()),
  oauthRedirectUri: z.optional(z.string()),
  avoidDuplicates: z.optional(z.boolean()),
});
export type ItemOptions = z.infer<typeof ItemOptions>;

export const ConnectTokenRequest = z.object({
  itemId: z.optional(z.string()),
  options: z.optional(ItemOptions),
});
export const ConnectTokenResponse = z.object({ accessToken: z.string() });

const isNamedValues = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/**
 * Values by credential name. Not z.record, which drops a key named "__proto__": a connector may
 * name a credential so. The pairs are copied into a record with no prototype, where a name nobody
 * sent ("constructor", "toString") reads as undefined.
 */
export const NamedValues = z.pipe(
  z.custom<Record<string, string>>(isNamedValues, 'expected an object of strings'),
  z.transform((value) => Object.assign(Object.create(null) as Record<string, string>, value)),
);

/** Credentials as name-value pairs, or one string when the client encrypted them. */
export const ItemParameters = z.union([NamedValues, z.string()]);
export type ItemParameters = z.infer<typeof ItemParameters>;

export const CreateItemRequest = z.object({
  connectorId: z.number(),
  parameters: ItemParameters,
  webhookUrl: z.optional(z.string()),
  clientUserId: z.optional(z.string()),
  oauthRedirectUri: z.optional(z.string()),
  products: z.optional(z.array(z.string())),
  avoidDuplicates: z.optional(z.boolean()),
});
export type CreateItemRequest = z.infer<typeof CreateItemRequest>;

export const UpdateItemRequest = z.object({
  parameters: z.optional(ItemParameters),
  clientUserId: z.optional(z.string()),
  webhookUrl: z.optional(z.string()),
  products: z.optional(z.array(z.string())),
});
export type UpdateItemRequest = z.infer<typeof UpdateItemRequest>;

/** MFA answer: `{[item.parameter.name]: value}`. */
export const MfaRequest = NamedValues;
