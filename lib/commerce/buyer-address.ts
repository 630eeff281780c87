// When an invoice must carry the buyer's postal address. Article 226 of the EU VAT directive
// (2006/112/EC) asks for the customer's full name and address on a full invoice; a business buyer
// (a company or a VAT number, which reverse charge also needs) files it, so for them the address
// is required. A consumer may leave it out. Pure: the checkout form and the server share it.

/** The buyer's postal address as typed; empty strings mean "not given". */
export type PostalAddress = { street: string; postcode: string; city: string; country: string };

/**
 * Countries without a postal-code system (Universal Postal Union list, as libaddressinput has it),
 * plus Ireland, where the Eircode is optional: there the postcode is never demanded.
 */
const withoutPostcodes = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK IE JM KI ' +
    'KM KN KP LC ML MO MR MW NR NU QA RW SB SC SL SO SR ST SY TF TG TK TL TO TT TV UG VU YE ZW'
  ).split(' '),
);

export const postcodeRequired = (country: string): boolean => !withoutPostcodes.has(country.toUpperCase());

/** Whether the buyer is invoiced as a business: a company name or a VAT number was given. */
export const isBusinessBuyer = (buyer: { company?: string | null; vatId?: string | null }): boolean =>
  Boolean(buyer.company?.trim() || buyer.vatId?.trim());

export type AddressField = 'street' | 'postcode' | 'city';

/** The address fields a business buyer still has to fill in (none for a consumer). */
type Maybe<T> = { [K in keyof T]?: T[K] | null };

export function missingAddressFields(
  buyer: Maybe<PostalAddress> & { company?: string | null; vatId?: string | null },
): AddressField[] {
  if (!isBusinessBuyer(buyer)) return [];
  const missing: AddressField[] = [];
  if (!buyer.street?.trim()) missing.push('street');
  if (!buyer.postcode?.trim() && postcodeRequired(buyer.country ?? '')) missing.push('postcode');
  if (!buyer.city?.trim()) missing.push('city');
  return missing;
}

/**
 * Where the town comes before the postcode, each on its own line (Royal Mail: "LEEDS" then
 * "LS6 2AB"; Ireland's Eircode likewise closes the address). Everywhere else in the EU the
 * postcode leads the town on one line ("10115 Berlin").
 */
const townThenPostcode = new Set(['GB', 'IM', 'JE', 'GG', 'IE']);

/** The address as printed for its country (empty parts left out). */
export function addressLines(address: Maybe<PostalAddress>): string[] {
  const street = address.street?.trim() ?? '';
  const postcode = address.postcode?.trim() ?? '';
  const city = address.city?.trim() ?? '';
  if (townThenPostcode.has((address.country ?? '').toUpperCase()))
    return [street, city, postcode].filter(Boolean);
  return [street, [postcode, city].filter(Boolean).join(' ')].filter(Boolean);
}
