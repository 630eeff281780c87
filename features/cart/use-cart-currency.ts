'use client';

import type { Currency } from '@/lib/commerce/currencies';
import { useCurrency } from '@/stores/visitor-region';

/** The chosen currency, or the visitor's region's, or the page language's default. */
export function useCartCurrency(): Currency {
  return useCurrency();
}
