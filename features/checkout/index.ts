export { CheckoutPanel } from './checkout-panel';
