// The Amazon Connect adapter through the official SDK against its stand-in
// (tests/stand-ins/amazon-connect.ts): connecting assumes the role with our external id, a send
// stages the file and creates one prompt, a resend updates that prompt, and the services'
// documented errors reach the customer as our codes (and the queue retries only what may pass).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAmazonConnectStandIn, standInAws, type AmazonConnectStandIn } from '@/tests/stand-ins/amazon-connect';
import { DeliveryError, type DeliveryFile } from '../types';
import { amazonConnectName, amazonConnectTarget } from './index';
import type { AmazonConnectCredentials } from './fields';

let aws: AmazonConnectStandIn;
const target = () => amazonConnectTarget(aws.config);

const fields = {
  instance: `arn:aws:connect:${standInAws.region}:${standInAws.account}:instance/${standInAws.instanceId}`,
  region: '',
  roleArn: standInAws.roleArn,
  bucket: standInAws.bucket,
};

/** A tiny µ-law WAV header and body: what the server's conversion hands over. */
function wav(size = 800): Uint8Array {
  const bytes = new Uint8Array(44 + size).fill(0xff);
  bytes.set(Buffer.from('RIFF'), 0);
  bytes.set(Buffer.from('WAVE'), 8);
  return bytes;
}

const file = (key = 'ord_1:file-1', displayName = '01 Welcome — Hartley Dental', size = 800): DeliveryFile => ({
  key,
  displayName,
  role: 'ivr-prompt',
  audio: { bytes: wav(size), mime: 'audio/wav', extension: 'wav', seconds: 0.1 },
});

function connect(input: Record<string, string> = fields, externalId = standInAws.externalId) {
  const method = target().connectMethod;
  if (method.kind !== 'fields') throw new Error('Amazon Connect connects with fields');
  return method.connect(input, { externalId });
}

async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

let credentials: AmazonConnectCredentials;

beforeAll(async () => {
  aws = await startAmazonConnectStandIn();
  credentials = await connect();
});
afterAll(() => aws.close());

describe('Amazon Connect connect', () => {
  it('assumes the role with our external id and keeps what identifies the instance', () => {
    expect(credentials).toEqual({
      instanceId: standInAws.instanceId,
      region: standInAws.region,
      roleArn: standInAws.roleArn,
      bucket: standInAws.bucket,
      externalId: standInAws.externalId,
    });
    expect(target().credentials.parse(credentials)).toEqual(credentials);
  });

  it('takes an instance id with its region as well as an ARN', async () => {
    const c = await connect({ ...fields, instance: standInAws.instanceId, region: standInAws.region });
    expect(c.instanceId).toBe(standInAws.instanceId);
  });

  it('is refused when the role does not trust our external id', async () => {
    const error = await refusal(connect(fields, 'gs-ext-somebody-else'));
    expect(error).toMatchObject({ code: 'permission-missing', retryable: false });
    expect(error.detail).toContain('AccessDenied');
  });

  it('is refused when the instance is not in that account', async () => {
    const error = await refusal(connect({ ...fields, instance: '99999999-2222-4333-8444-555555555555', region: standInAws.region }));
    expect(error).toMatchObject({ code: 'not-found', retryable: false });
  });

  it('refuses fields that are not an instance, role and bucket before any request', async () => {
    const before = aws.assumed();
    for (const bad of [
      { ...fields, instance: 'http://169.254.169.254/latest' },
      { ...fields, instance: standInAws.instanceId, region: 'evil.example.com/' },
      { ...fields, roleArn: 'arn:aws:iam::12:role/x' },
      { ...fields, bucket: 'Bad_Bucket' },
    ])
      expect(await refusal(connect(bad))).toMatchObject({ code: 'format-rejected', retryable: false });
    expect(aws.assumed()).toBe(before);
  });
});

describe('Amazon Connect deliver', () => {
  it('stages the file in the customer bucket and creates one prompt; a resend updates it', async () => {
    const before = aws.prompts.size;
    const first = await target().deliver({ credentials, file: file('ord_1:a', '02 Menu') });
    const prompt = aws.prompts.get(first.receipt.remoteId);
    expect(prompt).toMatchObject({ name: '02 Menu' });
    expect(aws.objects.get(prompt!.s3Uri)?.byteLength).toBe(844);
    expect(aws.operations.slice(-3)).toEqual(['AssumeRole', 'PutObject', 'CreatePrompt']);
    const second = await target().deliver({ credentials, file: file('ord_1:a', '02 Menu', 1600), previous: first.receipt });
    expect(second.receipt.remoteId).toBe(first.receipt.remoteId);
    // The receipt leads straight to UpdatePrompt: no create attempt, no search by name.
    expect(aws.operations.slice(-3)).toEqual(['AssumeRole', 'PutObject', 'UpdatePrompt']);
    expect(aws.prompts.size).toBe(before + 1);
    expect(aws.objects.get(aws.prompts.get(first.receipt.remoteId)!.s3Uri)?.byteLength).toBe(1644);
  });

  it('finds its own prompt by name when the receipt was lost, instead of failing as a duplicate', async () => {
    const first = await target().deliver({ credentials, file: file('ord_2:a', '03 Hours') });
    const again = await target().deliver({ credentials, file: file('ord_2:a', '03 Hours') });
    expect(again.receipt.remoteId).toBe(first.receipt.remoteId);
    expect(aws.operations.slice(-3)).toEqual(['CreatePrompt', 'ListPrompts', 'UpdatePrompt']);
  });

  it('creates the prompt again when the customer deleted it', async () => {
    const first = await target().deliver({ credentials, file: file('ord_3:a', '04 Closed') });
    aws.prompts.delete(first.receipt.remoteId);
    const second = await target().deliver({ credentials, file: file('ord_3:a', '04 Closed'), previous: first.receipt });
    expect(second.receipt.remoteId).not.toBe(first.receipt.remoteId);
    expect(aws.prompts.has(second.receipt.remoteId)).toBe(true);
  });

  it('says the bucket is missing when it is not in the customer account', async () => {
    const error = await refusal(target().deliver({ credentials: { ...credentials, bucket: 'not-there' }, file: file() }));
    expect(error).toMatchObject({ code: 'not-found', retryable: false });
  });

  it.each([
    ['connect', 403, 'AccessDeniedException', 'permission-missing', false],
    ['connect', 400, 'InvalidParameterException', 'format-rejected', false],
    ['connect', 400, 'InvalidRequestException', 'format-rejected', false],
    ['connect', 429, 'ThrottlingException', 'quota', true],
    ['connect', 429, 'LimitExceededException', 'quota', false],
    ['connect', 500, 'InternalServiceException', 'unavailable', true],
    ['s3', 403, 'AccessDenied', 'permission-missing', false],
    ['s3', 503, 'SlowDown', 'quota', true],
    ['sts', 403, 'AccessDenied', 'permission-missing', false],
  ] as const)('maps %s %i %s to %s (retryable: %s)', async (service, status, name, code, retryable) => {
    aws.failNext({ service, status, name });
    const error = await refusal(target().deliver({ credentials, file: file('ord_9:x', `Err ${name}`) }));
    expect(error).toMatchObject({ code, retryable });
    expect(error.detail).toContain(name);
  });

  it('is our fault, not the customer’s, and not retried, when our own AWS key is refused', async () => {
    const wrong = amazonConnectTarget({ ...aws.config, AWS_DELIVERY_ACCESS_KEY_ID: 'AKIAWRONGWRONGWRONG1' });
    const error = await refusal(wrong.deliver({ credentials, file: file() }));
    expect(error).toMatchObject({ code: 'unavailable', retryable: false });
    expect(error.detail).toContain('InvalidClientTokenId');
  });

  it('is refused as a missing permission, keeping the prompt, once the customer deletes the role', async () => {
    const first = await target().deliver({ credentials, file: file('ord_4:a', '05 Revoked') });
    aws.revokeRole();
    try {
      const error = await refusal(target().deliver({ credentials, file: file('ord_4:a', '05 Revoked'), previous: first.receipt }));
      expect(error).toMatchObject({ code: 'permission-missing', retryable: false });
      expect(aws.prompts.has(first.receipt.remoteId)).toBe(true);
    } finally {
      // Trusting an id again restores the role (the browser tests' lever does the same).
      aws.trust(standInAws.externalId);
    }
    const again = await target().deliver({ credentials, file: file('ord_4:a', '05 Revoked'), previous: first.receipt });
    expect(again.receipt.remoteId).toBe(first.receipt.remoteId);
  });

  it('is unavailable, and retried, when AWS cannot be reached', async () => {
    const dead = amazonConnectTarget({ ...aws.config, AWS_STS_ENDPOINT: 'http://127.0.0.1:9' });
    const error = await refusal(dead.deliver({ credentials, file: file() }));
    expect(error).toMatchObject({ code: 'unavailable', retryable: true });
  });
});

describe('amazonConnectName', () => {
  it('keeps letters of every language within Connect’s 127 characters', () => {
    expect(amazonConnectName('Καλημέρα\tMenu')).toBe('Καλημέρα Menu');
    expect(amazonConnectName('y'.repeat(200))).toHaveLength(127);
    expect(amazonConnectName('\n')).toBe('Greeting');
  });
});
