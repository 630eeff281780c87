// The invoice's words and number formats in the buyer's language, shared by the printable page
// and the PDF. The caller supplies the translator, so this module stays free of next-intl.
import { regionalLocale } from '../../i18n/region';
import type { InvoiceData } from './invoice-data';

export type InvoiceText = (key: string, values?: Record<string, string | number>) => string;

export type InvoiceStrings = {
  title: string;
  number: string;
  date: string;
  /** Date of supply (Art. 226(7); "Leistungsdatum", § 14 UStG): delivered when paid, so the invoice date. */
  supplyDate: string;
  supplied: string;
  order: string;
  seller: string;
  buyer: string;
  vatId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  amount: string;
  totalNet: string;
  vatAt: (rate: string) => string;
  totalGross: string;
  currency: string;
  paymentMethod: string;
  method: string;
  note: string | null;
  corrects: string | null;
  line: (words: number, text: string) => string;
  money: (minor: number) => string;
  percent: (bp: number) => string;
  issued: string;
  country: (code: string) => string;
};

export function invoiceStrings(data: InvoiceData, t: InvoiceText, locale: string): InvoiceStrings {
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: data.currency }).format(minor / 100);
  const percent = (bp: number) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100)} %`;
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const methodKey =
    data.paymentMethod === 'card' || data.paymentMethod === 'paypal' ? data.paymentMethod : 'test';
  return {
    title: t(data.kind === 'invoice' ? 'title' : 'creditNoteTitle'),
    number: t('number'),
    date: t('date'),
    supplyDate: t('supplyDate'),
    supplied: data.correctsNumber
      ? t('suppliedAsInvoice', { number: data.correctsNumber })
      : t('suppliedOnInvoiceDate'),
    order: t('order'),
    seller: t('seller'),
    buyer: t('buyer'),
    vatId: t('vatId'),
    description: t('description'),
    quantity: t('quantity'),
    unitPrice: t('unitPrice'),
    vatRate: t('vatRate'),
    amount: t('amount'),
    totalNet: t('totalNet'),
    vatAt: (rate) => t('vatAt', { rate }),
    totalGross: t('totalGross'),
    currency: t('currency'),
    paymentMethod: t('paymentMethod'),
    method: t(`methods.${methodKey}`),
    note:
      data.vatMode === 'reverse-charge'
        ? t('reverseChargeNote')
        : data.vatMode === 'none'
          ? t('noVatNote')
          : null,
    corrects: data.correctsNumber ? t('corrects', { number: data.correctsNumber }) : null,
    line: (words, text) => t('line', { words, text }),
    money,
    percent,
    // The document's language, the buyer's country's date form (en in GB: "28 November 2026").
    issued: new Intl.DateTimeFormat(regionalLocale(locale, data.buyer.country), { dateStyle: 'long' }).format(
      new Date(data.issuedAt),
    ),
    country: (code) => regions.of(code) ?? code,
  };
}
