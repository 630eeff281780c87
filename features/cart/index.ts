// The cart's public face: the panel content and the studio's "Add to cart" button.
export { AddToCartButton } from './add-to-cart-button';
export { CartPanel } from './cart-panel';
export { PricingSection } from './pricing-section';
