import { describe, expect, it } from 'vitest';
import { addressLines, isBusinessBuyer, missingAddressFields, postcodeRequired } from './buyer-address';

describe('buyer address rules (article 226 EU VAT directive)', () => {
  it('asks a consumer for nothing', () => {
    expect(missingAddressFields({ country: 'DE', company: '', vatId: '' })).toEqual([]);
    expect(isBusinessBuyer({ company: '  ', vatId: null })).toBe(false);
  });

  it('requires street, postcode and city from a company or a VAT number', () => {
    expect(missingAddressFields({ country: 'DE', company: 'Praxis Berger' })).toEqual([
      'street',
      'postcode',
      'city',
    ]);
    expect(
      missingAddressFields({ country: 'AT', vatId: 'ATU12345678', street: 'Ring 1', city: 'Wien' }),
    ).toEqual(['postcode']);
    expect(
      missingAddressFields({
        country: 'GR',
        company: 'Ορίζων',
        street: 'Οδός 1',
        postcode: '105 57',
        city: 'Αθήνα',
      }),
    ).toEqual([]);
  });

  it('never demands a postcode where there is none (Ireland, Hong Kong)', () => {
    expect(postcodeRequired('IE')).toBe(false);
    expect(postcodeRequired('hk')).toBe(false);
    expect(postcodeRequired('FR')).toBe(true);
    expect(missingAddressFields({ country: 'IE', company: 'X', street: '1 Quay', city: 'Cork' })).toEqual([]);
  });

  it('prints street, then postcode and city', () => {
    expect(addressLines({ street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin' })).toEqual([
      'Hauptstraße 5',
      '10115 Berlin',
    ]);
    expect(addressLines({ street: ' ', city: 'Cork' })).toEqual(['Cork']);
  });

  it('prints a UK address town then postcode, each on its own line', () => {
    expect(
      addressLines({ street: '12 Otley Road', postcode: 'LS6 2AB', city: 'Leeds', country: 'GB' }),
    ).toEqual(['12 Otley Road', 'Leeds', 'LS6 2AB']);
    expect(
      addressLines({ street: '1 Main St', postcode: 'D02 X285', city: 'Dublin', country: 'ie' }),
    ).toEqual(['1 Main St', 'Dublin', 'D02 X285']);
    expect(
      addressLines({ street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' }),
    ).toEqual(['Hauptstraße 5', '10115 Berlin']);
  });
});
