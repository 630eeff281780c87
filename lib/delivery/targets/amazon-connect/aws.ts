// The AWS side of the Amazon Connect target through the official SDK: assume the customer's role
// (STS, with our external id), then stage the file in their bucket (S3) and create or update the
// prompt (Connect) with the role's short-lived keys. Endpoints are overridden only by our own
// configuration (the stand-in in tests); the SDK does not retry, the delivery queue does.
import { ConnectClient } from '@aws-sdk/client-connect';
import { S3Client } from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { DeliveryError, type TargetConfig } from '../types';
import type { AmazonConnectCredentials } from './fields';

export type AwsKeys = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type AwsClients = { connect: ConnectClient; s3: S3Client };

/** Our own identity, which the customer's role trusts; unset, the SDK's default chain (task role). */
function ourKeys(config: TargetConfig): AwsKeys | undefined {
  const accessKeyId = config.AWS_DELIVERY_ACCESS_KEY_ID;
  const secretAccessKey = config.AWS_DELIVERY_SECRET_ACCESS_KEY;
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
}

/** Short enough that a leaked key is soon worthless; long enough for one upload and one prompt. */
const SESSION_SECONDS = 900;

export async function assumeRole(config: TargetConfig, c: AmazonConnectCredentials): Promise<AwsClients> {
  const sts = new STSClient({
    region: c.region,
    endpoint: config.AWS_STS_ENDPOINT,
    credentials: ourKeys(config),
    maxAttempts: 1,
  });
  let keys: AwsKeys;
  try {
    const answer = await sts.send(
      new AssumeRoleCommand({
        RoleArn: c.roleArn,
        RoleSessionName: 'greeting-studio-delivery',
        ExternalId: c.externalId,
        DurationSeconds: SESSION_SECONDS,
      }),
    );
    const k = answer.Credentials;
    if (!k?.AccessKeyId || !k.SecretAccessKey) throw new DeliveryError('unavailable', true, 'STS answered without keys');
    keys = { accessKeyId: k.AccessKeyId, secretAccessKey: k.SecretAccessKey, sessionToken: k.SessionToken };
  } catch (error) {
    throw awsError('STS', error);
  } finally {
    sts.destroy();
  }
  const s3Endpoint = config.AWS_CONNECT_S3_ENDPOINT;
  return {
    connect: new ConnectClient({ region: c.region, endpoint: config.AWS_CONNECT_ENDPOINT, credentials: keys, maxAttempts: 1 }),
    // A custom endpoint (the stand-in) has no bucket sub-domains: path-style there only.
    s3: new S3Client({ region: c.region, endpoint: s3Endpoint, forcePathStyle: Boolean(s3Endpoint), credentials: keys, maxAttempts: 1 }),
  };
}

type SdkError = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };

/** An SDK failure as what the customer reads; throttling and outages go back to the queue. */
export function awsError(service: 'STS' | 'S3' | 'Connect', error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const e = (error ?? {}) as SdkError;
  const name = e.name ?? 'Error';
  const status = e.$metadata?.httpStatusCode;
  const detail = `${service} ${status ?? '-'} ${name}: ${e.message ?? ''}`.slice(0, 500);
  switch (name) {
    // The role's trust policy does not name us or our external id, or it lacks a permission.
    case 'AccessDenied':
    case 'AccessDeniedException':
    case 'RegionDisabledException':
      return new DeliveryError('permission-missing', false, detail);
    // Our own AWS identity is wrong: nothing the customer can fix, and retrying will not help.
    case 'InvalidClientTokenId':
    case 'ExpiredTokenException':
    case 'SignatureDoesNotMatch':
      return new DeliveryError('unavailable', false, detail);
    case 'InvalidParameterException':
    case 'InvalidRequestException':
    case 'InvalidParameterValue':
    case 'MalformedPolicyDocument':
      return new DeliveryError('format-rejected', false, detail);
    case 'EntityTooLarge':
      return new DeliveryError('too-large', false, detail);
    case 'ThrottlingException':
    case 'Throttling':
    case 'SlowDown':
    case 'TooManyRequestsException':
      return new DeliveryError('quota', true, detail);
    // A hard quota (prompts per instance): waiting does not free a slot.
    case 'LimitExceededException':
    case 'ServiceQuotaExceededException':
      return new DeliveryError('quota', false, detail);
    case 'ResourceNotFoundException':
    case 'NoSuchBucket':
      return new DeliveryError('not-found', false, detail);
  }
  if (status === undefined || status >= 500) return new DeliveryError('unavailable', true, detail);
  if (status === 401 || status === 403) return new DeliveryError('permission-missing', false, detail);
  if (status === 404) return new DeliveryError('not-found', false, detail);
  if (status === 429) return new DeliveryError('quota', true, detail);
  return new DeliveryError('format-rejected', false, detail);
}
