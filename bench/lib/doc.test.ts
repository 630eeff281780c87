import { describe, expect, it } from 'vitest';
import { assembleDoc, parseSections } from './doc.mjs';

describe('benchmark document assembly', () => {
  const previous = assembleDoc({
    header: '# Old header',
    order: ['js', 'load'],
    fresh: new Map([
      ['js', '## JS\nold js figures'],
      ['load', '## Load\nold load figures'],
    ]),
    previous: '',
  });

  it('finds every section block of a previous document', () => {
    const blocks = parseSections(previous);
    expect([...blocks.keys()]).toEqual(['js', 'load']);
    expect(blocks.get('load')).toBe('## Load\nold load figures');
  });

  it('replaces re-run sections, keeps the others and writes the new header', () => {
    const doc = assembleDoc({
      header: '# New header',
      order: ['js', 'lighthouse', 'load'],
      fresh: new Map([['load', '## Load\nnew load figures']]),
      previous,
    });
    expect(doc.startsWith('# New header\n')).toBe(true);
    expect(doc).toContain('old js figures');
    expect(doc).toContain('new load figures');
    expect(doc).not.toContain('old load figures');
    expect(doc).not.toContain('bench:section lighthouse');
    expect(doc.indexOf('old js figures')).toBeLessThan(doc.indexOf('new load figures'));
  });
});

describe('budget summary', () => {
  it('counts met and missed budget cells per section and names failed sections', () => {
    const doc = assembleDoc({
      header: '# H',
      order: ['js', 'load', 'remix'],
      fresh: new Map([
        ['js', '## JS\n| a | ≤ 1 ✅ |\n| b | ≤ 1 ❌ |\n| c | ≤ 1 ❌ |'],
        ['load', '## load\n\n❌ **This section failed in the last run:** `boom`.'],
        ['remix', '## Remix\nno table here'],
      ]),
      previous: '',
      titles: { js: 'First-load JS', load: 'Load' },
    });
    expect(doc).toContain('| First-load JS | 1 | 2 |');
    expect(doc).toContain('| Load | 0 | 0 (section failed) |');
    expect(doc).not.toContain('| remix |');
  });
});
