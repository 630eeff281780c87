export { AccountOrders } from './account-orders';
export { OrderStatusView } from './order-status-view';
