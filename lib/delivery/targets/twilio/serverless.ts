// The Twilio Serverless API steps one delivery takes (documented endpoints, v1):
//   Service   GET/POST {base}/v1/Services[/{UniqueName}]
//   Asset     GET/POST {base}/v1/Services/{ZS}/Assets
//   Version   POST {upload}/v1/Services/{ZS}/Assets/{ZH}/Versions  (multipart: Path, Visibility, Content)
//   Build     POST {base}/v1/Services/{ZS}/Builds (AssetVersions=…), GET …/Builds/{ZB}
//   Deploy    GET/POST {base}/v1/Services/{ZS}/Environments, POST …/Environments/{ZE}/Deployments
// Every answer is parsed with zod: a field Twilio renamed is a clear failure, not an undefined URL.
import { z } from 'zod';
import { DeliveryError } from '../types';
import { twilioRequest, type TwilioAuth } from './http';

export type ServerlessHosts = { base: string; upload: string };
export type Api = { auth: TwilioAuth; hosts: ServerlessHosts };

const SERVICE_NAME = 'greeting-studio';
const ENVIRONMENT_SUFFIX = 'phone';
const PAGE = 'PageSize=1000';
const BUILD_POLL_MS = 1_000;
const BUILD_POLLS = 60;

const sid = (prefix: string) => z.string().regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`));
const service = z.object({ sid: sid('ZS'), unique_name: z.string() });
const asset = z.object({ sid: sid('ZH'), friendly_name: z.string() });
const version = z.object({ sid: sid('ZN'), path: z.string(), date_created: z.string().optional() });
const build = z.object({ sid: sid('ZB'), status: z.string() });
const environment = z.object({ sid: sid('ZE'), unique_name: z.string(), domain_name: z.string() });
const deployment = z.object({ sid: sid('ZD') });

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return body;
};
const services = (api: Api) => `${api.hosts.base}/v1/Services`;

/** Checks the key once at connect: any authenticated Serverless read proves it works here. */
export async function verifyKey(api: Api): Promise<void> {
  await twilioRequest(api.auth, `${services(api)}?PageSize=1`);
}

/** The account's "greeting-studio" Service, created on first use (a unique name is per account). */
export async function ensureService(api: Api): Promise<string> {
  try {
    return service.parse(await twilioRequest(api.auth, `${services(api)}/${SERVICE_NAME}`)).sid;
  } catch (error) {
    if (!(error instanceof DeliveryError) || error.code !== 'not-found') throw error;
  }
  const created = await twilioRequest(api.auth, services(api), {
    body: form({ UniqueName: SERVICE_NAME, FriendlyName: 'Greeting Studio', IncludeCredentials: 'false' }),
  });
  return service.parse(created).sid;
}

/** The asset named `friendlyName`, found (a send whose receipt was lost) or created. */
export async function ensureAsset(
  api: Api,
  serviceSid: string,
  friendlyName: string,
  known?: string,
): Promise<string> {
  const url = `${services(api)}/${serviceSid}/Assets`;
  if (known) {
    try {
      return asset.parse(await twilioRequest(api.auth, `${url}/${known}`)).sid;
    } catch (error) {
      if (!(error instanceof DeliveryError) || error.code !== 'not-found') throw error;
    }
  }
  const list = z.object({ assets: z.array(asset) }).parse(await twilioRequest(api.auth, `${url}?${PAGE}`));
  const found = list.assets.find((a) => a.friendly_name === friendlyName);
  if (found) return found.sid;
  return asset.parse(await twilioRequest(api.auth, url, { body: form({ FriendlyName: friendlyName }) })).sid;
}

export async function uploadVersion(
  api: Api,
  p: {
    serviceSid: string;
    assetSid: string;
    path: string;
    visibility: 'public' | 'protected';
    bytes: Uint8Array;
    mime: string;
    fileName: string;
  },
): Promise<{ sid: string; path: string }> {
  const body = new FormData();
  body.append('Path', p.path);
  body.append('Visibility', p.visibility);
  body.append('Content', new Blob([new Uint8Array(p.bytes)], { type: p.mime }), p.fileName);
  const url = `${api.hosts.upload}/v1/Services/${p.serviceSid}/Assets/${p.assetSid}/Versions`;
  return version.parse(await twilioRequest(api.auth, url, { body }));
}

/** The newest version of every asset of the service: a Build serves exactly what it lists. */
async function latestVersions(api: Api, serviceSid: string): Promise<string[]> {
  const url = `${services(api)}/${serviceSid}/Assets`;
  const { assets } = z
    .object({ assets: z.array(asset) })
    .parse(await twilioRequest(api.auth, `${url}?${PAGE}`));
  const newest = await Promise.all(
    assets.map(async (a) => {
      const { asset_versions } = z
        .object({ asset_versions: z.array(version) })
        .parse(await twilioRequest(api.auth, `${url}/${a.sid}/Versions?${PAGE}`));
      // Twilio lists newest first; sort anyway, the order of a list is not a documented promise.
      return asset_versions.toSorted((x, y) => (y.date_created ?? '').localeCompare(x.date_created ?? ''))[0]
        ?.sid;
    }),
  );
  return newest.filter((s): s is string => Boolean(s));
}

async function environmentOf(api: Api, serviceSid: string): Promise<z.infer<typeof environment>> {
  const url = `${services(api)}/${serviceSid}/Environments`;
  const { environments } = z
    .object({ environments: z.array(environment) })
    .parse(await twilioRequest(api.auth, `${url}?${PAGE}`));
  const found = environments.find((e) => e.unique_name === ENVIRONMENT_SUFFIX);
  if (found) return found;
  return environment.parse(
    await twilioRequest(api.auth, url, {
      body: form({ UniqueName: ENVIRONMENT_SUFFIX, DomainSuffix: ENVIRONMENT_SUFFIX }),
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Build every asset's newest version and deploy it; answers the domain the assets are served on. */
export async function buildAndDeploy(api: Api, serviceSid: string, pollMs = BUILD_POLL_MS): Promise<string> {
  const versions = await latestVersions(api, serviceSid);
  const url = `${services(api)}/${serviceSid}/Builds`;
  let current = build.parse(await twilioRequest(api.auth, url, { body: form({ AssetVersions: versions }) }));
  for (let poll = 0; current.status !== 'completed'; poll++) {
    if (current.status === 'failed')
      throw new DeliveryError('format-rejected', false, `Twilio build ${current.sid} failed`);
    if (poll >= BUILD_POLLS)
      throw new DeliveryError('unavailable', true, `Twilio build ${current.sid} still ${current.status}`);
    await sleep(pollMs);
    current = build.parse(await twilioRequest(api.auth, `${url}/${current.sid}`));
  }
  const env = await environmentOf(api, serviceSid);
  deployment.parse(
    await twilioRequest(api.auth, `${services(api)}/${serviceSid}/Environments/${env.sid}/Deployments`, {
      body: form({ BuildSid: current.sid }),
    }),
  );
  return env.domain_name;
}
