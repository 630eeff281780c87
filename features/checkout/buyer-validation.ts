// The checkout's own check of the buyer's details before an order is started (the server checks
// again with zod); kept pure so the panel can re-run it on every keystroke.
import { missingAddressFields, type AddressField } from '@/lib/commerce/buyer-address';
import type { BuyerForm } from './api/checkout';

/** Each failing field with its message key under `checkout.errors`. */
export type BuyerProblems = Partial<Record<keyof BuyerForm, 'email' | 'name' | AddressField>>;

/** The fields in the order the form shows them: the first invalid one gets focus. */
export const buyerFieldOrder = [
  'email',
  'name',
  'country',
  'company',
  'vatId',
  'street',
  'postcode',
  'city',
] as const satisfies readonly (keyof BuyerForm)[];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function buyerProblems(buyer: BuyerForm): BuyerProblems {
  const problems: BuyerProblems = {};
  if (!emailPattern.test(buyer.email.trim())) problems.email = 'email';
  if (!buyer.name.trim()) problems.name = 'name';
  // A business invoice needs the buyer's address (article 226 of the EU VAT directive).
  for (const field of missingAddressFields(buyer)) problems[field] = field;
  return problems;
}

/** The failing fields in display order. */
export const invalidFields = (problems: BuyerProblems): (keyof BuyerForm)[] =>
  buyerFieldOrder.filter((key) => problems[key] !== undefined);
