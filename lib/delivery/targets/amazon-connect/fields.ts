// What the customer types to connect Amazon Connect, checked before any request: the instance (its
// ARN, or its id plus the region), the IAM role in their account that trusts ours with the
// external id we generated, and the S3 bucket in their account the prompts are staged in. The
// region and bucket end up in AWS host names, so both are held to AWS's own naming rules (no SSRF).
import { z } from 'zod';

const region = z.string().regex(/^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d$/);

export const amazonConnectCredentials = z.object({
  instanceId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  region,
  roleArn: z.string().regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/),
  // S3 bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens.
  bucket: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
  /** Ours, generated at connect; the role's trust policy requires it (the confused-deputy guard). */
  externalId: z.string().min(2).max(1224),
});
export type AmazonConnectCredentials = z.infer<typeof amazonConnectCredentials>;

const instanceArn = /^arn:aws[a-z-]*:connect:([a-z0-9-]+):\d{12}:instance\/([0-9a-f-]{36})$/;

/** The typed fields as credentials, or null when they do not describe an instance, role and bucket. */
export function parseFields(input: Record<string, string>, externalId: string): AmazonConnectCredentials | null {
  const instance = (input.instance ?? '').trim();
  const arn = instanceArn.exec(instance);
  const parsed = amazonConnectCredentials.safeParse({
    instanceId: arn ? arn[2] : instance,
    region: arn ? arn[1] : (input.region ?? '').trim(),
    roleArn: (input.roleArn ?? '').trim(),
    bucket: (input.bucket ?? '').trim(),
    externalId,
  });
  return parsed.success ? parsed.data : null;
}
