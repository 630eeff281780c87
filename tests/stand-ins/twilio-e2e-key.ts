// The one Twilio API key the browser tests' stand-in accepts (scripts/e2e-server.mjs). Fake by
// construction: the stand-in is the only place it means anything.
export const e2eTwilioKey = {
  accountSid: `AC${'e2e0'.repeat(8)}`,
  apiKeySid: `SK${'e2e1'.repeat(8)}`,
  apiKeySecret: 'e2e-stand-in-secret-not-real',
};
