import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingFields } from '../../../shared/membership';
import { initTestI18n, listing as current, testI18n } from '../screen-test-support';
import { ListingComparison } from './listing-change-compare';

beforeAll(initTestI18n);

const render = (proposed: ListingFields) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={testI18n}>
      <ListingComparison current={current} proposed={proposed} labelledBy="heading" />
    </I18nextProvider>,
  );

/** The markup of the table row of one field (from its header cell to the row's end). */
const rowOf = (html: string, label: string) => {
  const start = html.indexOf(`>${label}</span>`);
  return html.slice(start, html.indexOf('</tr>', start));
};

describe('ListingComparison', () => {
  it('says in words which fields changed: a summary and a "Changed" mark in each changed row', () => {
    const html = render({ ...current, descriptionEs: 'Hacemos barcos.', website: null });
    expect(html).toContain('2 fields changed: Description (Spanish), Website.');
    expect(rowOf(html, 'Description (Spanish)')).toContain('>Changed<');
    expect(rowOf(html, 'Website')).toContain('>Changed<');
    expect(rowOf(html, 'Location')).not.toContain('>Changed<');
    // The Spanish text is marked as Spanish; the removed website shows as empty.
    expect(rowOf(html, 'Description (Spanish)')).toContain('lang="es"');
    expect(rowOf(html, 'Website')).toContain('>Empty<');
  });

  it('says so when nothing differs', () => {
    const html = render({ ...current });
    expect(html).toContain('The proposal does not differ from the listing now.');
    expect(html).not.toContain('>Changed<');
  });
});
