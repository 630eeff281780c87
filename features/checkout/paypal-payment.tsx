'use client';

// Loaded only when the buyer picks PayPal (dynamic import). The order is created and captured
// on the server; the buttons only carry the buyer's approval.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

export default function PaypalPayment({
  clientId,
  currency,
  createOrder,
  onApprove,
  onError,
}: {
  clientId: string;
  currency: string;
  createOrder: () => Promise<string>;
  onApprove: () => Promise<void>;
  onError: () => void;
}) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical' }}
        createOrder={createOrder}
        onApprove={() => onApprove()}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
