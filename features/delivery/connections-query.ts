// The signed-in customer's phone-system connections, as the account section and the order page's
// send panel read them (one query, one schema; the server never sends credentials).
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

/**
 * The targets whose messages (`delivery.targets.<id>`, `delivery.connect.<id>.*`) exist: each new
 * target is added here with its messages (docs/architecture.md, "Add a delivery target").
 */
const targetIds = ['twilio', 'amazon-connect', 'ringcentral'] as const;
/** The connect fields' labels with messages under `delivery.connect.<target>.` (added with a target). */
const fieldLabels = [
  'accountSid',
  'apiKeySid',
  'apiKeySecret',
  'instance',
  'region',
  'roleArn',
  'bucket',
] as const;

export const errorCodes = [
  'credentials-revoked',
  'permission-missing',
  'format-rejected',
  'too-large',
  'quota',
  'not-found',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const connectionsSchema = z.object({
  connections: z.array(
    z.object({
      id: z.string(),
      target: z.enum(targetIds),
      label: z.string(),
      status: z.enum(['active', 'revoked']),
    }),
  ),
  targets: z.array(
    z.object({
      id: z.enum(targetIds),
      /** `oauth`: a button to the target's sign-in instead of fields. */
      kind: z._default(z.enum(['fields', 'oauth']), 'fields'),
      fields: z.array(
        z.object({
          name: z.string(),
          secret: z.boolean(),
          label: z.enum(fieldLabels),
          optional: z.optional(z.boolean()),
        }),
      ),
      /** Ours for this customer, shown before connecting (Amazon Connect's role trust policy). */
      externalId: z.optional(z.string()),
    }),
  ),
});
export type Connections = z.infer<typeof connectionsSchema>;

/** What the OAuth callback put in `?phoneSystem=` when it sent the customer back. */
export const oauthResult = z.union([z.enum(['connected', 'expired', 'denied']), z.enum(errorCodes)]);
export type OAuthResult = z.infer<typeof oauthResult>;

export const connectionsQuery = queryOptions({
  queryKey: ['delivery-connections'],
  queryFn: async () => {
    const response = await fetch('/api/delivery/connections/', { cache: 'no-store' });
    if (!response.ok) throw new Error(`connections ${response.status}`);
    return connectionsSchema.parse(await response.json());
  },
  retry: 1,
});

/** A refused request, with the target's reason when the server named one (422 delivery-refused). */
export class Refused extends Error {
  constructor(readonly reason: ErrorCode | 'other') {
    super(reason);
  }
}

export async function refusal(response: Response): Promise<Refused> {
  const body = z
    .object({ error: z.object({ details: z.optional(z.object({ reason: z.enum(errorCodes) })) }) })
    .safeParse(await response.json().catch(() => null));
  return new Refused(body.success && body.data.error.details ? body.data.error.details.reason : 'other');
}
