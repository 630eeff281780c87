// The checkout request needs the buyer's express consent to immediate delivery (terms of sale):
// missing or anything but `true` is refused, with its own error code in the order's language.
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import el from '@/messages/el.json';
import { checkoutRequestSchema, withdrawalConsentRefusal } from './input';
import { validationResponse } from '../route-helpers';

const body = (overrides: Record<string, unknown> = {}) => ({
  items: [
    { useCase: 'business-voicemail', locale: 'en', text: 'Thank you for calling.', voice: { id: 'v1' } },
  ],
  currency: 'EUR',
  locale: 'en',
  buyer: { email: 'buyer@example.com', name: 'Buyer', country: 'DE' },
  method: 'test',
  withdrawalConsent: true,
  ...overrides,
});

const refusal = async (input: unknown) => {
  const parsed = checkoutRequestSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  if (parsed.success) throw new Error('parsed');
  const response = await validationResponse(parsed.error.issues);
  return {
    status: response.status,
    json: (await response.json()) as { error: { code: string; message: string } },
  };
};

describe('checkoutRequestSchema: withdrawal consent', () => {
  it('accepts an order with consent given', () => {
    const parsed = checkoutRequestSchema.safeParse(body());
    expect(parsed.success).toBe(true);
    expect(parsed.data?.withdrawalConsent).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['the string "true"', 'true'],
    ['1', 1],
    ['null', null],
  ])('refuses consent %s', (_name, value) => {
    const input = body({ withdrawalConsent: value });
    if (value === undefined) delete (input as { withdrawalConsent?: unknown }).withdrawalConsent;
    const parsed = checkoutRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(withdrawalConsentRefusal(parsed.error?.issues ?? [])).toBe('en');
  });

  it('answers 400 withdrawal_consent_required in the order’s language', async () => {
    const german = await refusal(body({ locale: 'de', withdrawalConsent: false }));
    expect(german.status).toBe(400);
    expect(german.json.error).toEqual({
      code: 'withdrawal_consent_required',
      message: de.checkout.errors.withdrawalConsent,
    });
    const greek = await refusal(body({ locale: 'el', withdrawalConsent: undefined }));
    expect(greek.json.error.message).toBe(el.checkout.errors.withdrawalConsent);
  });

  it('falls back to English when the locale itself is invalid, and still names the consent', async () => {
    const result = await refusal(body({ locale: 'xx', withdrawalConsent: false }));
    expect(result.json.error).toEqual({
      code: 'withdrawal_consent_required',
      message: en.checkout.errors.withdrawalConsent,
    });
  });

  it('answers a body that is not an object with the generic validation error', async () => {
    for (const input of [null, 'order', [], 5])
      expect((await refusal(input)).json.error.code).toBe('validation');
  });

  it('keeps the generic validation answer when consent is given but something else is wrong', async () => {
    const result = await refusal(body({ buyer: { email: 'nope', name: 'B', country: 'DE' } }));
    expect(result.json.error.code).toBe('validation');
    expect(
      withdrawalConsentRefusal(
        checkoutRequestSchema.safeParse(body({ currency: 'XXX' })).error?.issues ?? [],
      ),
    ).toBeNull();
  });
});

describe('checkoutRequestSchema: the buyer address of a business invoice', () => {
  const buyer = { email: 'buyer@example.com', name: 'Erika Muster', country: 'DE' };

  it('lets a consumer leave the address out, and keeps it when given', () => {
    expect(checkoutRequestSchema.safeParse(body({ buyer })).success).toBe(true);
    const parsed = checkoutRequestSchema.parse(
      body({ buyer: { ...buyer, street: ' Hauptstraße 5 ', postcode: '10115', city: 'Berlin' } }),
    );
    expect(parsed.buyer).toMatchObject({ street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin' });
  });

  it('refuses a company or VAT number without street, postcode and city, naming the fields', async () => {
    for (const business of [{ company: 'Praxis Berger' }, { vatId: 'DE123456789' }]) {
      const { status, json } = await refusal(
        body({ buyer: { ...buyer, ...business, street: 'Hauptstraße 5' } }),
      );
      expect(status).toBe(400);
      expect(json.error.code).toBe('validation');
      expect(json.error.message).toMatch(/^buyer\.postcode/);
    }
    const complete = {
      ...buyer,
      vatId: 'DE123456789',
      street: 'Hauptstraße 5',
      postcode: '10115',
      city: 'Berlin',
    };
    expect(checkoutRequestSchema.safeParse(body({ buyer: complete })).success).toBe(true);
  });
});
