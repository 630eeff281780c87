import { describe, expect, it } from 'vitest';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import type { BuyerForm } from './api/checkout';
import { buyerProblems, invalidFields } from './buyer-validation';
import { buyerWithDefaults, orderKey, startingBuyer } from './use-checkout-draft';

const defaults: BuyerForm = {
  email: 'ada@example.com',
  name: 'Ada',
  country: 'DE',
  company: '',
  vatId: '',
  street: '',
  postcode: '',
  city: '',
};
const spec = withDefaults(
  greetingSpecInputSchema.parse({
    useCase: 'business-voicemail',
    locale: 'en',
    text: 'Hello.',
    voice: { id: 'flite-slt' },
  }),
);

describe('buyerWithDefaults', () => {
  it('shows the defaults for untouched fields and what the buyer typed, even empty, for the rest', () => {
    expect(buyerWithDefaults({}, defaults)).toEqual(defaults);
    expect(buyerWithDefaults({ name: '', company: 'ACME' }, defaults)).toEqual({
      ...defaults,
      name: '',
      company: 'ACME',
    });
  });
});

describe('orderKey', () => {
  const base = { specs: [spec], currency: 'EUR' as const, locale: 'en', buyer: defaults };
  it('is the same for the same order and differs when anything the order carries changes', () => {
    expect(orderKey(base)).toBe(orderKey({ ...base, buyer: { ...defaults } }));
    const variants = [
      { ...base, currency: 'USD' as const },
      { ...base, locale: 'de' },
      { ...base, specs: [spec, spec] },
      { ...base, buyer: { ...defaults, vatId: 'DE123456789' } },
      { ...base, buyer: { ...defaults, email: 'ada@example.org' } },
      { ...base, buyer: { ...defaults, street: 'Hauptstraße 5' } },
      { ...base, buyer: { ...defaults, city: 'Berlin' } },
    ];
    for (const v of variants) expect(orderKey(v)).not.toBe(orderKey(base));
  });
});

describe('buyerProblems', () => {
  it('names the failing fields in the order the form shows them', () => {
    expect(buyerProblems(defaults)).toEqual({});
    const problems = buyerProblems({ ...defaults, email: 'ada@', name: '  ' });
    expect(problems).toEqual({ email: 'email', name: 'name' });
    expect(invalidFields(problems)).toEqual(['email', 'name']);
    expect(invalidFields(buyerProblems({ ...defaults, name: '' }))).toEqual(['name']);
  });
});

describe('startingBuyer', () => {
  const last = {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    vatId: 'ATU12345678',
    street: 'Ring 1',
    postcode: '1010',
    city: 'Wien',
    country: 'AT',
  };
  it('starts a signed-in buyer from their last order, the email from the account', () => {
    expect(startingBuyer({ email: 'ada@example.com', name: 'Ada' }, last, 'DE')).toEqual({
      email: 'ada@example.com',
      ...last,
    });
  });
  it('starts a guest from the account name (if any) and the guessed country', () => {
    expect(startingBuyer({ email: '', name: '' }, null, 'GR')).toEqual({
      ...defaults,
      email: '',
      name: '',
      country: 'GR',
    });
  });
});

describe('buyerProblems: a business invoice needs the address', () => {
  it('asks a company for street, postcode and city, a consumer for nothing', () => {
    expect(buyerProblems(defaults)).toEqual({});
    const problems = buyerProblems({ ...defaults, company: 'Praxis Berger', city: 'Berlin' });
    expect(problems).toEqual({ street: 'street', postcode: 'postcode' });
    expect(invalidFields(buyerProblems({ ...defaults, name: '', vatId: 'DE123456789' }))).toEqual([
      'name',
      'street',
      'postcode',
      'city',
    ]);
  });
});
