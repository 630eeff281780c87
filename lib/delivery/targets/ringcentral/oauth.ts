// RingCentral's authorization-code flow with PKCE (S256): authorize, token, refresh, revoke. The
// client authenticates with HTTP Basic (client id:secret) when we hold a secret, as RingCentral
// documents for confidential apps; a public (PKCE-only) app sends its client id in the body.
import { z } from 'zod';
import { DeliveryError } from '../types';
import { ringCentralFetch } from './http';

export type RingCentralConfig = { server: string; clientId?: string; clientSecret?: string };

export const ringCentralCredentials = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Epoch ms when the access token stops working. */
  expiresAt: z.number().int(),
  /** The extension that connected (RingCentral's owner_id) and the scopes it granted. */
  ownerId: z.string(),
  scope: z.string(),
});
export type RingCentralCredentials = z.infer<typeof ringCentralCredentials>;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  owner_id: z.coerce.string().default(''),
  scope: z.string().default(''),
});

function clientId(config: RingCentralConfig): string {
  // Our configuration, not the customer's: without it the target cannot be offered.
  if (!config.clientId) throw new DeliveryError('unavailable', false, 'RINGCENTRAL_CLIENT_ID is not set');
  return config.clientId;
}

function clientAuth(config: RingCentralConfig, form: URLSearchParams): Record<string, string> {
  const id = clientId(config);
  if (!config.clientSecret) {
    form.set('client_id', id);
    return {};
  }
  return { authorization: `Basic ${Buffer.from(`${id}:${config.clientSecret}`).toString('base64')}` };
}

export function authorizeUrl(
  config: RingCentralConfig,
  p: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL('/restapi/oauth/authorize', config.server);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId(config),
    redirect_uri: p.redirectUri,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

async function token(config: RingCentralConfig, form: URLSearchParams, now: number): Promise<RingCentralCredentials> {
  const headers = clientAuth(config, form);
  const body = await ringCentralFetch(new URL('/restapi/oauth/token', config.server).toString(), {
    method: 'POST',
    headers,
    body: form,
  });
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw new DeliveryError('unavailable', true, 'RingCentral token answer without tokens');
  const t = parsed.data;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: now + t.expires_in * 1000,
    ownerId: t.owner_id,
    scope: t.scope,
  };
}

export const exchangeCode = (
  config: RingCentralConfig,
  p: { code: string; codeVerifier: string; redirectUri: string },
  now = Date.now(),
) =>
  token(
    config,
    new URLSearchParams({
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      code_verifier: p.codeVerifier,
    }),
    now,
  );

export const refreshTokens = (config: RingCentralConfig, c: RingCentralCredentials, now = Date.now()) =>
  token(config, new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.refreshToken }), now);

/** Revoking the refresh token ends the whole session, access token included. */
export async function revokeTokens(config: RingCentralConfig, c: RingCentralCredentials): Promise<void> {
  const form = new URLSearchParams({ token: c.refreshToken });
  const headers = clientAuth(config, form);
  await ringCentralFetch(new URL('/restapi/oauth/revoke', config.server).toString(), { method: 'POST', headers, body: form });
}
