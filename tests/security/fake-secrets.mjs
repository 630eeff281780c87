// Known fake values for every server-side secret. `npm test` builds the e2e bundle with them in the
// environment and e2e/no-secrets.spec.ts proves none of them reaches a file the browser can load.
// They are deliberately not real credentials (nothing here works against any provider).

/** The part of each value that must never appear in client files. */
export const fakeSecretNeedles = {
  STRIPE_SECRET_KEY: 'sk_test_e2eFAKEstripeSECRETdo0not0ship',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2eFAKEwebhookSECRETdo0not0ship',
  PAYPAL_CLIENT_SECRET: 'e2eFAKEpaypalCLIENTsecretDo0not0ship',
  APP_SECRET: 'e2e-FAKE-app-secret-do-not-ship-4c1f9a',
  APP_SECRET_PREVIOUS: 'e2e-FAKE-previous-app-secret-do-not-ship-7d2e',
  FIREBASE_PRIVATE_KEY: 'MIIEe2eFAKEfirebasePRIVATEkeyDo0not0ship0bGd3c2Z',
  SMTP_PASSWORD: 'e2eFAKEsmtpPASSWORDdo0not0ship',
  BOT_CHECK_SECRET_KEY: '0x4AAe2eFAKEbotCHECKsecretDo0not0ship',
  S3_SECRET_ACCESS_KEY: 'e2eFAKEs3SECRETaccessKEYdo0not0ship',
  S3_ACCESS_KEY_ID: 'AKIAE2EFAKES3KEYID0SHIP',
  S3_SESSION_TOKEN: 'e2eFAKEs3SESSIONtokenDo0not0ship',
  METRICS_TOKEN: 'e2eFAKEmetricsBEARERtokenDo0not0ship',
  AWS_DELIVERY_ACCESS_KEY_ID: 'AKIAE2EFAKEDELIVERYKEY0',
  AWS_DELIVERY_SECRET_ACCESS_KEY: 'e2eFAKEdeliverySECRETaccessKEYdo0not0ship',
  RINGCENTRAL_CLIENT_SECRET: 'e2eFAKEringcentralCLIENTsecretDo0not0ship',
};

const privateKey = `-----BEGIN PRIVATE KEY-----\n${fakeSecretNeedles.FIREBASE_PRIVATE_KEY}\n-----END PRIVATE KEY-----\n`;

/** Environment variables for the e2e build. */
export const fakeSecretEnv = {
  STRIPE_SECRET_KEY: fakeSecretNeedles.STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: fakeSecretNeedles.STRIPE_WEBHOOK_SECRET,
  PAYPAL_CLIENT_SECRET: fakeSecretNeedles.PAYPAL_CLIENT_SECRET,
  APP_SECRET: fakeSecretNeedles.APP_SECRET,
  APP_SECRET_PREVIOUS: fakeSecretNeedles.APP_SECRET_PREVIOUS,
  FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify({
    type: 'service_account',
    project_id: 'demo-greeting-studio',
    private_key_id: 'e2e-fake',
    private_key: privateKey,
    client_email: 'e2e-fake@demo-greeting-studio.iam.gserviceaccount.com',
  }),
  SMTP_URL: `smtp://mailer:${fakeSecretNeedles.SMTP_PASSWORD}@127.0.0.1:2525`,
  BOT_CHECK_SECRET_KEY: fakeSecretNeedles.BOT_CHECK_SECRET_KEY,
  // Only the keys, no S3_BUCKET: the build must not switch to an S3 file store.
  S3_SECRET_ACCESS_KEY: fakeSecretNeedles.S3_SECRET_ACCESS_KEY,
  S3_ACCESS_KEY_ID: fakeSecretNeedles.S3_ACCESS_KEY_ID,
  S3_SESSION_TOKEN: fakeSecretNeedles.S3_SESSION_TOKEN,
  METRICS_TOKEN: fakeSecretNeedles.METRICS_TOKEN,
  // Phone-system delivery ([deliver]): our AWS identity and RingCentral app secret.
  AWS_DELIVERY_ACCESS_KEY_ID: fakeSecretNeedles.AWS_DELIVERY_ACCESS_KEY_ID,
  AWS_DELIVERY_SECRET_ACCESS_KEY: fakeSecretNeedles.AWS_DELIVERY_SECRET_ACCESS_KEY,
  RINGCENTRAL_CLIENT_SECRET: fakeSecretNeedles.RINGCENTRAL_CLIENT_SECRET,
};

/**
 * Server-side variables with no fake above, and why. tests/security/fake-secrets.test.ts fails when
 * lib/env.ts gains a secret-looking variable that is neither faked nor listed here.
 */
export const notFaked = {
  // A connection string would point the build at a server that is not there.
  DATABASE_URL: 'switches the database; its password would need a running PostgreSQL',
  // PayPal's client id is public (the JS SDK URL carries it) and setting it alone would enable PayPal.
  PAYPAL_CLIENT_ID: 'public by design (PayPal JS SDK URL)',
  // The end of APP_SECRET_PREVIOUS's grace period: a date.
  APP_SECRET_PREVIOUS_UNTIL: 'a date, not a secret',
};
