// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), which a browser test cannot load
// offline: e2e/admin-stripe.spec.ts serves this file for it. It implements only what our checkout
// uses through @stripe/stripe-js and @stripe/react-stripe-js (features/checkout/stripe-payment.tsx):
// Stripe(pk) → elements({ clientSecret }) → create('payment').mount(node) → confirmPayment. Like
// Stripe.js, confirmPayment POSTs to api.stripe.com's confirm endpoint (the only Stripe host the
// CSP lets the page reach); the spec answers that request by succeeding the intent at the Stripe
// stand-in, as a card accepted by the bank would.
(() => {
  const intentOf = (clientSecret) => String(clientSecret).split('_secret_')[0];

  function paymentElement() {
    const listeners = {};
    return {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        const label = document.createElement('label');
        label.dataset.testid = 'stripe-stand-in-card';
        label.style.display = 'grid';
        label.style.gap = '4px';
        label.textContent = 'Card number (Stripe stand-in)';
        const input = document.createElement('input');
        input.value = '4242 4242 4242 4242';
        input.autocomplete = 'cc-number';
        input.style.border = '1px solid #ccc';
        input.style.padding = '8px';
        input.style.borderRadius = '6px';
        label.append(input);
        target.replaceChildren(label);
        setTimeout(() => (listeners.ready ?? []).forEach((cb) => cb({ elementType: 'payment' })));
      },
      on(event, cb) {
        (listeners[event] ??= []).push(cb);
        return this;
      },
      off(event, cb) {
        listeners[event] = (listeners[event] ?? []).filter((x) => x !== cb);
        return this;
      },
      once(event, cb) {
        return this.on(event, cb);
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      unmount() {},
      destroy() {},
    };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_'))
      throw new Error('Stripe stand-in: a publishable key is required');
    let clientSecret = null;
    const created = {};
    const elements = {
      create(type) {
        created[type] = paymentElement();
        return created[type];
      },
      getElement: (type) => created[type] ?? null,
      update() {},
      fetchUpdates: async () => ({}),
      submit: async () => ({}),
    };
    return {
      elements(options) {
        clientSecret = options?.clientSecret ?? null;
        return elements;
      },
      async confirmPayment() {
        if (!clientSecret) return { error: { type: 'invalid_request_error', message: 'No client secret' } };
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${intentOf(clientSecret)}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret }),
        });
        const json = await response.json();
        return response.ok ? { paymentIntent: json } : { error: json.error ?? { message: 'Payment failed' } };
      },
      // Present because react-stripe-js checks for them; our checkout does not call them.
      createToken: async () => ({ error: { message: 'not in the stand-in' } }),
      createPaymentMethod: async () => ({ error: { message: 'not in the stand-in' } }),
      confirmCardPayment: async () => ({ error: { message: 'not in the stand-in' } }),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  window.Stripe = Stripe;
})();
