// The order and invoice pages' parts. The account's order list is loaded from its own file by
// app/_components/lazy-panels.tsx (sign-in panel); re-exporting it here would bundle it into the
// order page too.
export { OrderStatusView } from './order-status-view';
export { InvoiceDocument } from './invoice-document';
export { PrintButton } from './print-button';
