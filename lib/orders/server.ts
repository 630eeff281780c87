import 'server-only';
// The composition root for the commerce routes (lib/orders/commerce-deps.ts), marked server-only
// so no client bundle can reach the payment providers' secrets through it.
export * from './commerce-deps';
