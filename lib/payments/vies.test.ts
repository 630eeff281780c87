import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startViesStandIn, type ViesStandIn } from '../../tests/security/vies-stand-in';
import { createViesClient, interpretViesResponse, viesCheckFor } from './vies';

describe('interpretViesResponse', () => {
  it.each([
    [{ valid: true, userError: 'VALID' }, 'valid'],
    [{ valid: true }, 'valid'],
    [{ valid: false, userError: 'INVALID' }, 'invalid'],
    [{ valid: false }, 'invalid'],
    [{ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }, 'invalid'],
    [{ valid: false, userError: 'MS_UNAVAILABLE' }, 'unavailable'],
    [{ valid: false, userError: 'MS_MAX_CONCURRENT_REQ' }, 'unavailable'],
    [{ actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }, 'unavailable'],
    [null, 'unavailable'],
    ['<html>', 'unavailable'],
    [{}, 'unavailable'],
  ])('%j → %s', (body, status) => {
    expect(interpretViesResponse(body)).toBe(status);
  });
});

describe('createViesClient against the stand-in', () => {
  let vies: ViesStandIn;
  beforeAll(async () => {
    vies = await startViesStandIn();
  });
  afterAll(() => vies.close());

  it('sends the prefix and the national part, and reads valid and invalid', async () => {
    vies.answers.set('DE123456789', 'valid');
    vies.answers.set('EL123456789', 'valid');
    const check = createViesClient({ endpoint: `${vies.url}/` });
    expect((await check('DE', 'DE123456789')).status).toBe('valid');
    expect(vies.requests.at(-1)).toEqual({ countryCode: 'DE', vatNumber: '123456789' });
    expect((await check('DE', 'DE000000000')).status).toBe('invalid');
    const greek = await check('GR', 'EL123456789');
    expect(greek.status).toBe('valid');
    expect(greek.requestIdentifier).toBe('WAPIAAAA123456789');
    expect(vies.requests.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '123456789' });
  });

  it('says unavailable when a member state is down, VIES is down or nobody answers — and asks again next time', async () => {
    vies.answers.set('FR12345678901', 'MS_UNAVAILABLE');
    const check = createViesClient({ endpoint: vies.url });
    expect((await check('FR', 'FR12345678901')).status).toBe('unavailable');
    vies.down = true;
    try {
      expect((await check('AT', 'ATU12345678')).status).toBe('unavailable');
    } finally {
      vies.down = false;
    }
    vies.answers.set('FR12345678901', 'valid');
    expect((await check('FR', 'FR12345678901')).status).toBe('valid');
    const nobody = createViesClient({ endpoint: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect((await nobody('DE', 'DE123456789')).status).toBe('unavailable');
  });

  it('keeps a definite answer for a while, then asks again', async () => {
    let now = 1_000_000;
    const check = createViesClient({ endpoint: vies.url, cacheMs: 60_000, now: () => now });
    vies.answers.set('NL123456789B01', 'valid');
    const before = vies.requests.length;
    await check('NL', 'NL123456789B01');
    await check('NL', 'NL123456789B01');
    expect(vies.requests.length).toBe(before + 1);
    now += 61_000;
    await check('NL', 'NL123456789B01');
    expect(vies.requests.length).toBe(before + 2);
  });
});

describe('viesCheckFor', () => {
  const always = async () => ({ status: 'valid' as const, checkedAt: new Date(), requestIdentifier: null });

  it('asks only for a well-formed id of a business in another EU country', async () => {
    const seller = 'IE';
    expect(await viesCheckFor(always, { country: 'DE', vatId: null, sellerCountry: seller })).toBeNull();
    expect(
      await viesCheckFor(always, { country: 'US', vatId: 'DE123456789', sellerCountry: seller }),
    ).toBeNull();
    expect(
      await viesCheckFor(always, { country: 'IE', vatId: 'IE1234567T', sellerCountry: seller }),
    ).toBeNull();
    expect(await viesCheckFor(always, { country: 'DE', vatId: 'DE12', sellerCountry: seller })).toBeNull();
    expect(
      (await viesCheckFor(always, { country: 'DE', vatId: 'de 123 456 789', sellerCountry: seller }))?.status,
    ).toBe('valid');
  });

  it('counts a missing client as VIES out of reach', async () => {
    expect(
      (await viesCheckFor(null, { country: 'DE', vatId: 'DE123456789', sellerCountry: 'IE' }))?.status,
    ).toBe('unavailable');
  });
});
