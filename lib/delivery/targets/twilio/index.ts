// Twilio ([deliver]): the customer connects with their account SID and an API key (SID + secret),
// which we check once. Each file becomes an Asset of the account's "greeting-studio" Service; a
// send uploads a new AssetVersion (protected: only Twilio's own <Play> fetches it), then builds and
// deploys the service so the asset is served at https://<domain>/<path>. Sending the same file
// again adds a version to the same Asset instead of a second Asset.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { toAsciiWords } from '../../../orders/fulfilment/file-name';
import { DeliveryError, type DeliveryTarget, type TargetConfig } from '../types';
import { buildAndDeploy, ensureAsset, ensureService, uploadVersion, verifyKey, type Api } from './serverless';

const credentials = z.object({
  accountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/),
  apiKeySid: z.string().regex(/^SK[0-9a-fA-F]{32}$/),
  apiKeySecret: z.string().min(16).max(128),
});
export type TwilioCredentials = z.infer<typeof credentials>;

/** Asset paths allow letters, digits, "-", "_" and "."; Greek and accents spelled out in ASCII. */
export function twilioName(display: string): string {
  const slug = toAsciiWords(display)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'greeting';
}

/** A file key's own short tag in its path, so two orders' "01-welcome" never share an asset. */
const keyTag = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function twilioTarget(config: TargetConfig): DeliveryTarget<TwilioCredentials> {
  const hosts = {
    base: config.TWILIO_SERVERLESS_BASE ?? 'https://serverless.twilio.com',
    upload: config.TWILIO_SERVERLESS_UPLOAD_BASE ?? 'https://serverless-upload.twilio.com',
  };
  const api = (c: TwilioCredentials): Api => ({ auth: c, hosts });
  return {
    id: 'twilio',
    credentials,
    connectMethod: {
      kind: 'fields',
      fields: [
        { name: 'accountSid', secret: false, label: 'accountSid' },
        { name: 'apiKeySid', secret: false, label: 'apiKeySid' },
        { name: 'apiKeySecret', secret: true, label: 'apiKeySecret' },
      ],
      connect: async (input) => {
        const parsed = credentials.safeParse(input);
        if (!parsed.success)
          throw new DeliveryError('format-rejected', false, 'Twilio fields do not match SID patterns');
        await verifyKey(api(parsed.data));
        return parsed.data;
      },
    },
    // 8 kHz mono 16-bit PCM: what the phone network plays, so Twilio transcodes nothing.
    format: {
      container: 'wav',
      codec: 'pcm_s16le',
      sampleRate: 8000,
      channels: 1,
      // Twilio's documented limit for one Serverless asset.
      maxBytes: 10 * 1024 * 1024,
      name: twilioName,
    },
    deliver: async ({ credentials: c, file, previous }) => {
      const name = `${twilioName(file.displayName)}-${keyTag(file.key)}`;
      const path = `/${name}.${file.audio.extension}`;
      const serviceSid = await ensureService(api(c));
      const assetSid = await ensureAsset(api(c), serviceSid, name, previous?.remoteId);
      await uploadVersion(api(c), {
        serviceSid,
        assetSid,
        path,
        visibility: 'protected',
        bytes: file.audio.bytes,
        mime: file.audio.mime,
        fileName: `${name}.${file.audio.extension}`,
      });
      const domain = await buildAndDeploy(api(c), serviceSid);
      return { receipt: { remoteId: assetSid, url: `https://${domain}${path}` } };
    },
    // An API key is the customer's to delete in their console; we only forget it (the row goes).
  };
}
