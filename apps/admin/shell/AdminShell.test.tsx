import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/entities';
import { initTestI18n, renderScreen } from '../screen-test-support';
import { SidebarNav } from './AdminNav';

beforeAll(initTestI18n);

const RESOURCE_LINKS = [
  ['/admin/reports', 'Market reports'],
  ['/admin/insights', 'Market insights'],
  ['/admin/guides', 'Investment guides'],
  ['/admin/tools', 'Investment tools'],
  ['/admin/publications', 'Publications'],
  ['/admin/team', 'Team'],
  ['/admin/offices', 'Offices'],
  ['/admin/agreements', 'Trade agreements'],
  ['/admin/tariffs', 'Tariffs'],
  ['/admin/compliance-sectors', 'Sector compliance'],
  ['/admin/regulatory-updates', 'Regulatory updates'],
] as const;

function render(url: string, role: Role = 'editor') {
  return renderScreen(<SidebarNav role={role} />, () => {}, url);
}

/** The markup of the sidebar's Site resources group: its button and its list of links. */
function resourceGroup(html: string) {
  const start = html.indexOf('<button');
  const end = html.indexOf('</ul>', start);
  const markup = start >= 0 && end > start ? html.slice(start, end + '</ul>'.length) : '';
  if (!markup.includes('Site resources')) throw new Error('no Site resources group in the sidebar');
  return { expanded: /^<button[^>]*aria-expanded="true"/.test(markup), markup };
}

describe('the admin sidebar', () => {
  it('groups the resource collections under Site resources, a button that shows and hides them', () => {
    const { expanded, markup } = resourceGroup(render('/admin/news'));
    expect(expanded).toBe(false);
    expect(markup).toMatch(/<ul[^>]*hidden/);
    for (const [path, name] of RESOURCE_LINKS) {
      expect(markup).toContain(`href="${path}"`);
      expect(markup).toContain(`${name}</a>`);
    }
    // In the route table's order: each collection beside the ones of its public page.
    const order = RESOURCE_LINKS.map(([path]) => markup.indexOf(`href="${path}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Only the group's links are in it: News comes before, Contact submissions after.
    expect(markup).not.toContain('/admin/news');
    expect(markup).not.toContain('/admin/contacts');
  });

  it('opens the group on one of its screens, with that screen marked current', () => {
    const { expanded, markup } = resourceGroup(render('/admin/publications'));
    expect(expanded).toBe(true);
    expect(markup).not.toMatch(/<ul[^>]*hidden/);
    expect(markup).toMatch(/<a aria-current="page"[^>]*href="\/admin\/publications"/);
    const offices = resourceGroup(render('/admin/offices'));
    expect(offices.expanded).toBe(true);
    expect(offices.markup).toMatch(/<a aria-current="page"[^>]*href="\/admin\/offices"/);
  });

  it('links editors and admins to the Activity page, and not viewers', () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(render('/admin', role)).toMatch(/href="\/admin\/activity-log"[^>]*>(?:<[^>]+>)*<\/span>Activity<\/a>/);
    }
    const viewer = render('/admin', 'viewer');
    expect(viewer).not.toContain('/admin/activity-log');
    expect(viewer).not.toContain('Activity');
  });

  it('leaves the group out for a role that may not manage content', () => {
    const html = render('/admin', 'viewer');
    expect(html).toContain('Dashboard');
    expect(html).not.toContain('Site resources');
    expect(html).not.toContain('/admin/reports');
  });
});
