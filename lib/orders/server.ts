import 'server-only';
// The composition root for the commerce routes (lib/orders/composition.ts), marked server-only
// so no client bundle can reach the payment providers' secrets through it.
export * from './composition';
