import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, prerenderedPages } from './static-script-hashes';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

const html = [
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"é \\u003c/b>"])</script>',
  '<script type="module">import("/x.js")</script></body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('hashes every executable inline script byte for byte and skips external scripts and data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('(globalThis.TURBOPACK||[]).push(1)'),
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"é \\u003c/b>"])'),
      sha('import("/x.js")'),
    ]);
  });

  it('lists a repeated script once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')]);
  });
});

describe('prerenderedPages', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'csp-dist-'));
  mkdirSync(path.join(dist, 'server', 'app', 'de'), { recursive: true });
  writeFileSync(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({ routes: { '/en': {}, '/de/help': {}, '/gone': {} } }),
  );
  writeFileSync(path.join(dist, 'server', 'app', 'en.html'), '<script>home()</script>');
  writeFileSync(path.join(dist, 'server', 'app', 'de', 'help.html'), '<script>help()</script>');
  const pages = prerenderedPages(dist);

  it('answers hashes for static pages, with or without the trailing slash', () => {
    expect(pages.scriptHashes('/en')).toEqual([sha('home()')]);
    expect(pages.scriptHashes('/de/help/')).toEqual([sha('help()')]);
  });

  it('answers null for dynamic pages, unknown paths and traversal attempts', () => {
    expect(pages.scriptHashes('/order/')).toBeNull();
    expect(pages.scriptHashes('/../../etc/passwd')).toBeNull();
    expect(pages.scriptHashes('/gone')).toBeNull();
  });

  it('answers null for everything when there is no build', () => {
    expect(prerenderedPages(path.join(dist, 'missing')).scriptHashes('/en')).toBeNull();
  });
});
