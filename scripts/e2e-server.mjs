#!/usr/bin/env node
// The server the browser tests drive: the production build (made by `npm test` with the test
// fixtures), every embedded service, a throw-away data folder and no rate limits.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/setup.mjs';
import { tsImport } from 'tsx/esm/api';
import { startServices, stopServices } from './lib/services.mjs';

const port = process.argv[2] ?? '3210';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'greeting-studio-e2e-'));
const services = await startServices({ purpose: 'test' });
// Browser tests never reach the EU's VIES: a local stand-in confirms the Austrian test VAT id (a
// reverse-charge checkout) and answers that Germany's register is down for DE123456789 (VAT
// charged, and the checkout says why).
const { startViesStandIn } = await tsImport('../tests/security/vies-stand-in.ts', import.meta.url);
const vies = await startViesStandIn();
vies.answers.set('ATU12345678', 'valid');
vies.answers.set('DE123456789', 'MS_UNAVAILABLE');
// Delivery into Twilio ([deliver]) goes to a local Serverless stand-in that knows one API key;
// e2e/deliver.spec.ts connects with it and revokes it through the stand-in's test lever.
const { startTwilioStandIn } = await tsImport('../tests/stand-ins/twilio.ts', import.meta.url);
const { e2eTwilioKey } = await tsImport('../tests/stand-ins/twilio-e2e-key.ts', import.meta.url);
const twilio = await startTwilioStandIn(
  { [e2eTwilioKey.apiKeySid]: e2eTwilioKey.apiKeySecret },
  Number(port) + 1,
);
// RingCentral ([deliver]): its OAuth sign-in and upload endpoints on a stand-in that knows our
// client and our callback, on the port after Twilio's; e2e/deliver-ringcentral.spec.ts connects through it.
const { startRingCentralStandIn, standInClient } = await tsImport('../tests/stand-ins/ringcentral.ts', import.meta.url);
const ringcentral = await startRingCentralStandIn({
  redirectUri: `http://localhost:${port}/api/delivery/oauth/ringcentral/callback/`,
  port: Number(port) + 2,
});
// Card payments ([backoffice] #30): a SECOND instance of the same build, on port+3 with its own
// data folder, has Stripe configured against the Stripe stand-in on port+4 — Stripe keys turn the
// TEST method off (lib/payments/methods.ts), so the first instance, which every other browser
// test buys on, stays without them. The stand-in sends its signed webhooks to that instance;
// e2e/admin-stripe.spec.ts pays by card there and refunds as an operator.
const stripePort = Number(port) + 3;
const stripeWebhookSecret = 'whsec_e2e_standin';
const { startStripeStandIn } = await tsImport('../tests/stand-ins/stripe.ts', import.meta.url);
const stripe = await startStripeStandIn({
  port: Number(port) + 4,
  webhook: { url: `http://localhost:${stripePort}/api/webhooks/stripe/`, secret: stripeWebhookSecret },
});
const stripeDataDir = mkdtempSync(path.join(os.tmpdir(), 'greeting-studio-e2e-stripe-'));

// Amazon Connect ([deliver]): STS, S3 and Connect on one stand-in at port+5, a fixed port the spec
// reaches for its levers; the server signs with the stand-in's platform key. e2e/deliver-connect.spec.ts
// makes the customer's role trust their external id through its lever, and revokes it.
const { startAmazonConnectStandIn } = await tsImport('../tests/stand-ins/amazon-connect.ts', import.meta.url);
const amazonConnect = await startAmazonConnectStandIn({ port: Number(port) + 5 });

const sharedEnv = {
  ...process.env,
  ...services.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  RATE_LIMIT_DISABLED: '1',
  VIES_ENDPOINT: process.env.VIES_ENDPOINT ?? vies.url,
  TWILIO_SERVERLESS_BASE: twilio.url,
  TWILIO_SERVERLESS_UPLOAD_BASE: twilio.url,
  RINGCENTRAL_SERVER: ringcentral.url,
  RINGCENTRAL_CLIENT_ID: standInClient.id,
  RINGCENTRAL_CLIENT_SECRET: standInClient.secret,
  ...amazonConnect.config,
};
/** The same production server as `npm start` (scripts/serve.mjs, with its page cache). */
const serve = (listenPort, env) =>
  spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(listenPort)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...sharedEnv, ...env, SITE_URL: `http://localhost:${listenPort}` },
  });
const server = serve(port, { DATA_DIR: dataDir });
const stripeServer = serve(stripePort, {
  DATA_DIR: stripeDataDir,
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
  STRIPE_API_BASE: stripe.url,
});
const stop = async () => {
  server.kill('SIGTERM');
  stripeServer.kill('SIGTERM');
  await stripe.close();
  await vies.close();
  await twilio.close();
  await ringcentral.close();
  await amazonConnect.close();
  await stopServices(services);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.on('exit', (code) => process.exit(code ?? 0));
// Playwright waits for the first instance only: e2e/admin-stripe.spec.ts polls the card instance
// until it answers. A crash of it is loud here but ends only the card test, not the whole run.
stripeServer.on('exit', (code) => {
  if (code) console.error(`[e2e] the Stripe instance on ${stripePort} exited with ${code}`);
});
