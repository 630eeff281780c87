'use client';

// Loaded only when the buyer picks PayPal (dynamic import). The order is created and captured
// on the server; the buttons only carry the buyer's approval.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

export default function PaypalPayment({
  clientId,
  currency,
  consentGiven,
  canPay,
  createOrder,
  onApprove,
  onError,
}: {
  clientId: string;
  currency: string;
  /** The withdrawal-consent box: the buttons look disabled until it is ticked. */
  consentGiven: boolean;
  /** Checked on every click (PayPal's validation hook): false keeps the PayPal window closed. */
  canPay: () => boolean;
  createOrder: () => Promise<string>;
  onApprove: () => Promise<void>;
  onError: () => void;
}) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical' }}
        disabled={!consentGiven}
        // Disabled PayPal buttons still report clicks here, so the box can be pointed out.
        onClick={(_data, actions) => (canPay() ? actions.resolve() : actions.reject())}
        createOrder={createOrder}
        onApprove={() => onApprove()}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
