// RingCentral ([deliver]): the customer signs in at RingCentral (authorization code + PKCE); we
// keep the tokens sealed and refresh them when they expire, handing the rotated pair back to be
// sealed again. A greeting becomes the account's company greeting, on-hold audio the extension's
// hold music (both replaced by type, so a second send leaves one greeting), an IVR prompt one
// entry of the account's IVR prompt library (a resend uploads the new one, then deletes the old).
import { DeliveryError, type DeliveryFile, type DeliveryTarget, type TargetConfig } from '../types';
import { ringCentralFetch } from './http';
import {
  authorizeUrl,
  exchangeCode,
  refreshTokens,
  revokeTokens,
  ringCentralCredentials,
  type RingCentralConfig,
  type RingCentralCredentials,
} from './oauth';

/** RingCentral shows prompt names in its admin portal; keep them short and printable. */
export function ringCentralName(display: string): string {
  const clean = display
    .normalize('NFC')
    .replace(/[\p{C}"\\/<>]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, 64).trim() || 'Greeting';
}

/** Refresh a minute early, so a token does not lapse between the check and the upload. */
const EXPIRY_MARGIN_MS = 60_000;

type Upload = { path: string; parts: (form: FormData) => void; replaces?: string };

/** Where a file goes, by its role; the receipt id says which kind so a resend finds it again. */
function uploadFor(file: DeliveryFile, previous?: string): Upload {
  // A copy on a plain ArrayBuffer: Blob takes no view of a possibly shared buffer.
  const blob = new Blob([new Uint8Array(file.audio.bytes)], { type: file.audio.mime });
  const fileName = `${ringCentralName(file.displayName)}.${file.audio.extension}`;
  if (file.role === 'ivr-prompt') {
    return {
      path: '/restapi/v1.0/account/~/ivr-prompts',
      parts: (form) => {
        form.append('name', ringCentralName(file.displayName));
        form.append('attachment', blob, fileName);
      },
      replaces: previous?.startsWith('ivr-prompt:') ? previous.slice('ivr-prompt:'.length) : undefined,
    };
  }
  const company = file.role === 'greeting';
  // Greetings are replaced by type: Company for the account, HoldMusic on the connecting user's
  // extension under its business-hours rule (the one callers hear by default). The fields follow
  // the multipart/form-data schema of the API reference: `type`, `answeringRule` (an object, so a
  // JSON part) and the audio as `binary`.
  return {
    path: company ? '/restapi/v1.0/account/~/greeting' : '/restapi/v1.0/account/~/extension/~/greeting',
    parts: (form) => {
      form.append('type', company ? 'Company' : 'HoldMusic');
      if (!company)
        form.append(
          'answeringRule',
          new Blob([JSON.stringify({ id: 'business-hours-rule' })], { type: 'application/json' }),
        );
      form.append('binary', blob, fileName);
    },
  };
}

export function ringCentralTarget(config: TargetConfig): DeliveryTarget<RingCentralCredentials> {
  const rc: RingCentralConfig = {
    server: config.RINGCENTRAL_SERVER ?? 'https://platform.ringcentral.com',
    clientId: config.RINGCENTRAL_CLIENT_ID,
    clientSecret: config.RINGCENTRAL_CLIENT_SECRET,
  };
  const url = (path: string) => new URL(path, rc.server).toString();
  const bearer = (c: RingCentralCredentials) => ({ authorization: `Bearer ${c.accessToken}` });

  return {
    id: 'ringcentral',
    credentials: ringCentralCredentials,
    connectMethod: {
      kind: 'oauth',
      authorizeUrl: (p) => authorizeUrl(rc, p),
      exchange: (p) => exchangeCode(rc, p),
    },
    // 8 kHz mono 16-bit WAV: one of the two formats RingCentral documents for greetings (WAV,
    // MP3), the rate of the phone line it plays on, so nothing is resampled again on their side.
    format: {
      container: 'wav',
      codec: 'pcm_s16le',
      sampleRate: 8000,
      channels: 1,
      // 20 MB: RingCentral's documented cap for an IVR prompt (API changelog v1.0.41, "max IVR
      // prompt size increased to 20Mb"). No cap is published for greetings; the same one is kept
      // for them (docs/delivery-targets.md, "Limits and their sources").
      maxBytes: 20 * 1024 * 1024,
      name: ringCentralName,
    },
    deliver: async ({ credentials, file, previous }) => {
      const state = { c: credentials, rotated: false };
      try {
        return await deliverWith(state, file, previous?.remoteId);
      } catch (error) {
        // The old refresh token is spent once refreshed: a failure after it carries the new pair.
        if (!state.rotated) throw error;
        if (error instanceof DeliveryError)
          throw new DeliveryError(error.code, error.retryable, error.detail, state.c);
        const { name, message } = error as Error;
        throw new DeliveryError('unavailable', true, `${name}: ${message}`, state.c);
      }
    },
    revoke: (c) => revokeTokens(rc, c),
  };

  async function deliverWith(
    state: { c: RingCentralCredentials; rotated: boolean },
    file: DeliveryFile,
    previousId: string | undefined,
  ) {
    let c = state.c;
    if (c.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) {
      c = state.c = await refreshTokens(rc, c);
      state.rotated = true;
    }
    const upload = uploadFor(file, previousId);
    const post = () => {
      const form = new FormData();
      upload.parts(form);
      return ringCentralFetch(url(upload.path), { method: 'POST', headers: bearer(c), body: form });
    };
    let body: Record<string, unknown>;
    try {
      body = await post();
    } catch (error) {
      // An access token revoked early or clock skew: one refresh, one more try.
      if (!(error instanceof DeliveryError) || error.code !== 'credentials-revoked' || state.rotated)
        throw error;
      c = state.c = await refreshTokens(rc, c);
      state.rotated = true;
      body = await post();
    }
    const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
    if (!id) throw new DeliveryError('unavailable', true, 'RingCentral answered without an id');
    if (upload.replaces && upload.replaces !== id) {
      // The new prompt is in place; the old one goes (already gone is fine).
      await ringCentralFetch(
        url(`/restapi/v1.0/account/~/ivr-prompts/${encodeURIComponent(upload.replaces)}`),
        {
          method: 'DELETE',
          headers: bearer(c),
        },
      ).catch((error: unknown) => {
        if (!(error instanceof DeliveryError) || error.code !== 'not-found') throw error;
      });
    }
    const kind = file.role === 'ivr-prompt' ? 'ivr-prompt' : 'greeting';
    // No url: RingCentral's `uri` is an API address that answers only with a token.
    const receipt = { remoteId: `${kind}:${id}` };
    return state.rotated ? { receipt, credentials: c } : { receipt };
  }
}
