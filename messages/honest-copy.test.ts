// The site sells synthetic voices; no page may promise callers a person (#33 item 9). Which
// voice adjective the home page uses per language is decided from the catalog (lib/tts/catalog
// voicePromise, tested in lib/tts/registry.test.ts); this scans every text for the claims.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(process.cwd(), 'messages');

/** Phrases that say the voice passes for a human, in each language the site speaks. */
const claims: RegExp[] = [
  /real receptionist|real person|(sounds?|sound) (just )?like a (real )?(person|human)|human-sounding|indistinguishable|take (it )?for a (real|person|human)/i,
  /wie ein(e)? echte[rn]? (Mensch|Person|Rezeption)|nicht von einem Menschen zu unterscheiden|menschlich klingend/i,
  /σαν αληθιν|σαν πραγματικ(ό|ή) (άνθρωπο|υπάλληλο|ρεσεψιονίστ)/i,
  /como una persona real|como un(a)? recepcionista real|indistinguible de una persona/i,
  /comme une vraie personne|comme un(e)? (vrai(e)? )?réceptionniste|impossible à distinguer d’une voix humaine/i,
  /come una persona vera|come un(a)? (vero|vera) (receptionist|centralinista)|indistinguibile da una voce umana/i,
  /como uma pessoa real|como um(a)? rececionista (real|verdadeir)|indistinguível de uma voz humana/i,
];

function strings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  return out;
}

describe('honest copy', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('scans every message file', () => {
    expect(files).toEqual(expect.arrayContaining(['en.json', 'el.json', 'pt.json', 'landing.en.json']));
  });

  for (const file of files) {
    it(`${file}: promises no voice callers take for a person`, () => {
      const found = strings(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '', []).filter(
        ([, text]) => claims.some((claim) => claim.test(text)),
      );
      expect(found).toEqual([]);
    });
  }

  it('every language says what a synthetic-only voice is, for the home page of Greek and Portuguese', () => {
    for (const file of ['en', 'de', 'el', 'es', 'fr', 'it', 'pt']) {
      const home = (
        JSON.parse(readFileSync(path.join(dir, `${file}.json`), 'utf8')) as { home: Record<string, string> }
      ).home;
      expect(home.heroLeadSynthetic, file).toBeTruthy();
      expect(home.heroLeadSynthetic, file).not.toBe(home.heroLeadClear);
    }
  });
});
