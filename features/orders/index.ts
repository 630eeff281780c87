export { AccountOrders } from './account-orders';
export { OrderStatusView } from './order-status-view';
export { InvoiceDocument } from './invoice-document';
export { PrintButton } from './print-button';
