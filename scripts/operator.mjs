#!/usr/bin/env node
// `npm run operator -- grant <email>` / `revoke <email>`: who may use the back office (/admin/).
// Against a real project with FIREBASE_SERVICE_ACCOUNT_JSON; against the Auth emulator with
// FIREBASE_AUTH_EMULATOR_HOST, or, while `npm start` runs, the emulator it started (it writes its
// address to DATA_DIR/services.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { grantOperator, revokeOperator } from './lib/operator-role.mjs';
import { firebaseProjectId } from './lib/services.mjs';

const [command, email] = process.argv.slice(2);
if (!['grant', 'revoke'].includes(command ?? '') || !email?.includes('@')) {
  console.error('Usage: npm run operator -- grant <email> | revoke <email>');
  process.exit(2);
}

const dataDir = process.env.DATA_DIR ?? path.join(process.cwd(), 'data');
const servicesFile = path.join(dataDir, 'services.json');
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.FIREBASE_SERVICE_ACCOUNT_JSON && existsSync(servicesFile)) {
  Object.assign(process.env, JSON.parse(readFileSync(servicesFile, 'utf8')));
}

let app;
if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? firebaseProjectId });
} else if (process.env.FIREBASE_SERVICE_ACCOUNT_JSON) {
  const account = JSON.parse(process.env.FIREBASE_SERVICE_ACCOUNT_JSON);
  app = initializeApp({
    projectId: account.project_id,
    credential: cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key }),
  });
} else {
  console.error('No Firebase to talk to: run `npm start` first, or set FIREBASE_SERVICE_ACCOUNT_JSON (or FIREBASE_AUTH_EMULATOR_HOST).');
  process.exit(1);
}

try {
  const auth = getAuth(app);
  const user = command === 'grant' ? await grantOperator(auth, email) : await revokeOperator(auth, email);
  console.log(
    command === 'grant'
      ? `${user.email} is an operator now (uid ${user.uid}). They sign in again to get the role.`
      : `${user.email} is no longer an operator; their sessions were revoked (uid ${user.uid}).`,
  );
  process.exit(0);
} catch (error) {
  const code = /** @type {{ code?: string }} */ (error).code;
  console.error(code === 'auth/user-not-found' ? `No account with the e-mail ${email}.` : String(error));
  process.exit(1);
}
