// The Twilio adapter against the Serverless stand-in: connect checks the key once, a send makes
// one Asset per file and a new version on every send (idempotent), and Twilio's refusals map onto
// the codes the customer reads.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '@/tests/stand-ins/twilio';
import { DeliveryError, type DeliveryFile } from '../types';
import { twilioName, twilioTarget } from '.';

const creds = {
  accountSid: `AC${'1'.repeat(32)}`,
  apiKeySid: `SK${'2'.repeat(32)}`,
  apiKeySecret: 'stand-in-secret-abcdef',
};
let standIn: TwilioStandIn;
let target: ReturnType<typeof twilioTarget>;

const file = (key = 'file-1', bytes = 1200): DeliveryFile => ({
  key,
  displayName: '01 Welcome — Hartley Dental',
  role: 'greeting',
  audio: { bytes: new Uint8Array(bytes).fill(7), mime: 'audio/wav', extension: 'wav', seconds: 1 },
});

beforeAll(async () => {
  standIn = await startTwilioStandIn({ [creds.apiKeySid]: creds.apiKeySecret });
  target = twilioTarget({ TWILIO_SERVERLESS_BASE: standIn.url, TWILIO_SERVERLESS_UPLOAD_BASE: standIn.url });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.keys.set(creds.apiKeySid, creds.apiKeySecret);
  standIn.maxAssetBytes = 10 * 1024 * 1024;
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
};

describe('Twilio target', () => {
  it('connects with a working key and refuses a wrong secret as revoked credentials', async () => {
    if (target.connectMethod.kind !== 'fields') throw new Error('fields expected');
    await expect(target.connectMethod.connect(creds, { externalId: 'x' })).resolves.toEqual(creds);
    const wrong = await refusal(
      target.connectMethod.connect({ ...creds, apiKeySecret: 'wrong-secret-0123456' }, { externalId: 'x' }),
    );
    expect(wrong.code).toBe('credentials-revoked');
    expect(wrong.retryable).toBe(false);
    const malformed = await refusal(
      target.connectMethod.connect({ ...creds, accountSid: 'nope' }, { externalId: 'x' }),
    );
    expect(malformed.code).toBe('format-rejected');
  });

  it('sending twice keeps one Asset with two versions, served after a deployment', async () => {
    const first = await target.deliver({ credentials: creds, file: file() });
    const second = await target.deliver({ credentials: creds, file: file(), previous: first.receipt });
    expect(second.receipt.remoteId).toBe(first.receipt.remoteId);
    const [service] = [...standIn.services.values()];
    expect(service?.unique_name).toBe('greeting-studio');
    expect(service?.assets.size).toBe(1);
    const asset = service!.assets.get(first.receipt.remoteId)!;
    expect(asset.versions).toHaveLength(2);
    expect(asset.versions[0]).toMatchObject({ visibility: 'protected', mime: 'audio/wav', bytes: 1200 });
    expect(first.receipt.url).toMatch(
      /^https:\/\/greeting-studio-1234-phone\.twil\.io\/01-welcome-hartley-dental-[0-9a-f]{8}\.wav$/,
    );
    const environment = [...service!.environments.values()][0]!;
    expect(service!.builds.get(String(environment.build_sid))?.asset_versions).toEqual([
      asset.versions[1]!.sid,
    ]);
  });

  it('finds the asset of a send whose receipt was lost instead of creating a second', async () => {
    const first = await target.deliver({ credentials: creds, file: file('lost-receipt') });
    const again = await target.deliver({ credentials: creds, file: file('lost-receipt') });
    expect(again.receipt.remoteId).toBe(first.receipt.remoteId);
    // Each build serves every asset's newest version, so one send never unpublishes another.
    const [service] = [...standIn.services.values()];
    const environment = [...service!.environments.values()][0]!;
    expect(service!.builds.get(String(environment.build_sid))?.asset_versions).toHaveLength(
      service!.assets.size,
    );
  });

  it.each([
    [401, 'credentials-revoked', false],
    [403, 'permission-missing', false],
    [413, 'too-large', false],
    [429, 'quota', true],
    [503, 'unavailable', true],
  ] as const)('maps Twilio %i to %s', async (status, code, retryable) => {
    standIn.failNext(status);
    const error = await refusal(target.deliver({ credentials: creds, file: file() }));
    expect(error.code).toBe(code);
    expect(error.retryable).toBe(retryable);
    expect(error.detail).toContain(`Twilio ${status}`);
  });

  it('a revoked key and an oversized file are refused by the stand-in itself', async () => {
    standIn.keys.delete(creds.apiKeySid);
    expect((await refusal(target.deliver({ credentials: creds, file: file() }))).code).toBe(
      'credentials-revoked',
    );
    standIn.keys.set(creds.apiKeySid, creds.apiKeySecret);
    standIn.maxAssetBytes = 1000;
    expect((await refusal(target.deliver({ credentials: creds, file: file('big', 5000) }))).code).toBe(
      'too-large',
    );
  });

  it('never puts the secret into an error detail', async () => {
    standIn.failNext(500);
    const error = await refusal(target.deliver({ credentials: creds, file: file() }));
    expect(`${error.message} ${error.detail}`).not.toContain(creds.apiKeySecret);
  });

  it('names assets within Twilio path rules', () => {
    expect(twilioName('01 Welcome — Zahnarztpraxis Müller')).toBe('01-welcome-zahnarztpraxis-mueller');
    expect(twilioName('Καλωσόρισμα')).toBe('kalosorisma');
    expect(twilioName('—')).toBe('greeting');
    expect(twilioName('x'.repeat(200))).toHaveLength(60);
  });
});
