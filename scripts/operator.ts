// npm run operator -- grant <email> | revoke <email>
// Marks a Firebase user as an operator of the back office (/admin/), or takes the role away and
// ends their sessions. Against the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST to the host that
// `npm start` prints ("Firebase Auth emulator on 127.0.0.1:PORT"); against a real project: set
// FIREBASE_SERVICE_ACCOUNT_JSON (and nothing else). The user must have signed up already.
import { cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { z } from 'zod';
import { grantOperator, revokeOperator } from '../lib/backoffice/operator-claim';

const usage = 'Usage: npm run operator -- grant <email> | revoke <email>';

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().email(),
  private_key: z.string().min(1),
});

function auth() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) {
    return getAuth(initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-greeting-studio' }));
  }
  const json = process.env.FIREBASE_SERVICE_ACCOUNT_JSON;
  if (!json) {
    throw new Error(
      'Set FIREBASE_AUTH_EMULATOR_HOST (the emulator `npm start` prints) or FIREBASE_SERVICE_ACCOUNT_JSON (a real project).',
    );
  }
  const account = serviceAccountSchema.parse(JSON.parse(json));
  return getAuth(
    initializeApp({
      projectId: account.project_id,
      credential: cert({
        projectId: account.project_id,
        clientEmail: account.client_email,
        privateKey: account.private_key,
      }),
    }),
  );
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  const parsedEmail = z.string().email().safeParse(email);
  if ((command !== 'grant' && command !== 'revoke') || !parsedEmail.success || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const admin = auth();
  const uid =
    command === 'grant' ? await grantOperator(admin, parsedEmail.data) : await revokeOperator(admin, parsedEmail.data);
  console.log(
    command === 'grant'
      ? `${parsedEmail.data} (${uid}) is now an operator.`
      : `${parsedEmail.data} (${uid}) is no longer an operator; their sessions were revoked.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
