import 'server-only';
// The addresses of play links: built from our own SITE_URL, never from the request, so a link
// handed to Twilio always names this site.
import { env } from '../env';
import type { SecretRing } from '../security/app-keys';
import type { TwimlUrls } from './twiml';
import { signPlay, type SetFiles } from './play-links';

const site = () => env().SITE_URL.replace(/\/$/, '');

export function filePlayUrl(ring: SecretRing, fileId: string, generation: number): string {
  const sig = signPlay(ring, { kind: 'file', id: fileId }, generation);
  return `${site()}/api/play/${encodeURIComponent(fileId)}/?g=${generation}&sig=${sig}`;
}

/** The first step of a set's TwiML app: the URL to paste as the number's voice webhook. */
export function twimlAppUrl(ring: SecretRing, setId: string, generation: number): string {
  const sig = signPlay(ring, { kind: 'twiml', id: setId }, generation);
  return `${site()}/api/twiml/${encodeURIComponent(setId)}/?g=${generation}&sig=${sig}`;
}

export function setTwimlUrls(ring: SecretRing, setId: string, generation: number, set: SetFiles): TwimlUrls {
  const app = twimlAppUrl(ring, setId, generation);
  return {
    prompt: (promptId) => {
      const file = set.fileOfPrompt.get(promptId);
      return file ? filePlayUrl(ring, file.id, generation) : null;
    },
    step: (menuId, misses, timeout) =>
      `${app}&m=${encodeURIComponent(menuId)}&n=${misses}${timeout ? '&t=1' : ''}`,
  };
}
