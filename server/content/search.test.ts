import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CodeLabels, containsPattern } from './search';

describe('containsPattern', () => {
  it('wraps the term in % and escapes %, _ and the escape character', () => {
    expect(containsPattern('nordic')).toBe('%nordic%');
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
  });
});

describe('CodeLabels', () => {
  const labels = CodeLabels.load();

  it('reads the labels of the web site in every language', () => {
    expect(labels.codesMatching('regions', 'Nordic countries')).toEqual(['nordic']);
    expect(labels.codesMatching('regions', 'PAÍSES NÓRDICOS')).toEqual(['nordic']);
    expect(labels.codesMatching('regions', 'nordiska')).toEqual(['nordic']);
    expect(labels.codesMatching('regions', 'países')).toEqual(['nordic', 'baltic']);
    expect(labels.codesMatching('industries', 'tecnolog')).toEqual(['technology']);
    expect(labels.codesMatching('eventTypes', 'digitalt')).toEqual(['virtual']);
    expect(labels.codesMatching('newsCategories', 'Hållbarhet')).toEqual(['sustainability']);
    expect(labels.codesMatching('inquiryTypes', 'prensa')).toEqual(['media']);
  });

  it('matches codes themselves, and nothing for a blank or unknown term', () => {
    expect(labels.codesMatching('regions', 'ibero-am')).toEqual(['ibero-america']);
    expect(labels.codesMatching('regions', '  ')).toEqual([]);
    expect(labels.codesMatching('regions', 'antarctica')).toEqual([]);
  });

  it('falls back to the codes, with a warning, when a language file is missing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'chamber-labels-'));
    try {
      await mkdir(path.join(dir, 'en'));
      await writeFile(path.join(dir, 'en', 'common.json'), JSON.stringify({ regions: { nordic: 'Nordic countries' } }));
      const warnings: string[] = [];
      const partial = CodeLabels.load(dir, (message) => warnings.push(message));
      expect(warnings).toHaveLength(2); // es and sv
      expect(partial.codesMatching('regions', 'countries')).toEqual(['nordic']);
      expect(partial.codesMatching('regions', 'nórdicos')).toEqual([]);
      expect(partial.codesMatching('industries', 'energy')).toEqual(['energy']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
