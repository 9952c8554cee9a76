/**
 * A page whose largest element is the lead news image (/news): the list it comes from, the image
 * shown for an article without one, and the section title per language.
 */
export interface LeadConfig {
  list: string;
  fallback: string;
  title: Record<string, string>;
}

/** What the boot script needs to know, all computed at build time. */
export interface BootConfig {
  /** Supported languages, the fallback and the storage key of the saved choice (apps/ui/i18n.ts). */
  languages: readonly string[];
  fallback: string;
  storageKey: string;
  /**
   * Per page: a regular expression of its path, its chunk files, namespaces and API lists, and the
   * name of its hero in index.html, if it has one.
   */
  routes: {
    match: string;
    files: string[];
    namespaces: readonly string[];
    lists: string[];
    shell?: string;
    lead?: LeadConfig;
  }[];
  /** Per language and namespace: the files of that namespace's strings. */
  namespaces: Record<string, Record<string, string[]>>;
  /** The entry chunk and the chunks it imports (Vite's module script and modulepreloads of index.html). */
  entry: string;
  entryFiles: string[];
  /** Namespaces every page loads before its first render. */
  common: readonly string[];
  /** API answers every page asks for at start (fetched with credentials, like apps/ui/api.ts). */
  always: readonly string[];
}

/**
 * The boot script: a tiny external script (no inline script, so a Content-Security-Policy without
 * 'unsafe-inline' works), the only script of index.html (async: the header frame of index.html
 * paints without waiting for it). It
 *
 * - sets `<html lang>` to the visitor's language and `<html data-shell>` to the page's hero in
 *   that language, so index.html shows that hero (CSS of index.html) before any JavaScript of the
 *   app has arrived;
 * - once that has painted, starts the app: the entry and, alongside it, everything the first page
 *   needs next: the page's chunk, its strings in the visitor's language and its API lists. Without
 *   it these would start only after the entry has downloaded and run (one more round trip per step
 *   on a slow phone).
 *
 * The language rule is the one of apps/ui/i18n.ts: the saved choice, else the first supported
 * browser language, else the fallback.
 */
/** How many preloads the boot script adds per task. */
const REQUESTS_PER_TASK = 6;

export function bootScript(config: BootConfig): string {
  return `(function () {
  var c = ${JSON.stringify(config)};
  var lng = null;
  try {
    var saved = window.localStorage.getItem(c.storageKey);
    if (c.languages.indexOf(saved) >= 0) lng = saved;
  } catch (e) {}
  var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; !lng && i < tags.length; i++) {
    var base = String(tags[i] || '').toLowerCase().split('-')[0];
    if (c.languages.indexOf(base) >= 0) lng = base;
  }
  lng = lng || c.fallback;
  var p = location.pathname;
  if (p.length > 1 && p.charAt(p.length - 1) === '/') p = p.slice(0, -1);
  var route = null;
  for (var r = 0; !route && r < c.routes.length; r++) if (new RegExp(c.routes[r].match).test(p)) route = c.routes[r];
  var html = document.documentElement;
  html.lang = lng;
  if (route && route.shell) html.setAttribute('data-shell', route.shell + '-' + lng);
  var seen = {};
  function add(rel, href, fetchApi) {
    if (seen[href]) return;
    seen[href] = true;
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (fetchApi) {
      link.as = 'fetch';
      link.crossOrigin = 'use-credentials';
    }
    document.head.appendChild(link);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = '/' + c.entry;
    document.head.appendChild(script);
    var files = c.entryFiles.slice();
    var lists = c.always.slice();
    var namespaces = c.common.slice();
    if (route) {
      lists = route.lists.concat(lists);
      namespaces = namespaces.concat(route.namespaces);
    }
    for (var n = 0; n < namespaces.length; n++) files = files.concat((c.namespaces[lng] || {})[namespaces[n]] || []);
    var requests = [];
    var all = files.concat(route ? route.files : []);
    for (var f = 0; f < all.length; f++) requests.push(['modulepreload', '/' + all[f]]);
    for (var l = 0; l < lists.length; l++) requests.push(['preload', lists[l], true]);
    // A few requests per task, in the order the app needs them: each request costs a little
    // main-thread time, and one long task of them all would block a slow phone.
    var next = 0;
    (function batch() {
      for (var end = next + ${REQUESTS_PER_TASK}; next < end && next < requests.length; next++) {
        add(requests[next][0], requests[next][1], requests[next][2]);
      }
      if (next < requests.length) window.setTimeout(batch, 0);
    })();
  }
  // A requestAnimationFrame callback runs just before a frame; the second one comes once that frame
  // (with the hero) has been presented, and the timeout after its work. Measured paint times are
  // presentation times, so one frame is not enough on a busy machine. A hidden page (no frames)
  // goes on at once.
  function afterPaint(next) {
    if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) next();
    else
      window.requestAnimationFrame(function () {
        window.requestAnimationFrame(function () {
          window.setTimeout(next, 0);
        });
      });
  }
  var lead = route && route.lead && window.fetch ? route.lead : null;
  var painted = false;
  function maybeStart() {
    if (painted && !lead) start();
  }
  function leadDone() {
    lead = null;
    maybeStart();
  }
  // The lead news image (the page's largest element) is shown the same way as the hero, the app
  // starting once it has painted (or after 800 ms at most): the article the news page shows first
  // (featured, newest; apps/web/src/lib/filters.ts splitNews), in a frame of the same size.
  function showLead(articles) {
    var shell = document.querySelector('.shell');
    var first = null;
    var sorted = (articles || []).slice().sort(function (a, b) {
      return String(b.publishDate).localeCompare(String(a.publishDate)) || b.id - a.id;
    });
    for (var a = 0; !first && a < sorted.length; a++) if (sorted[a] && sorted[a].featured) first = sorted[a];
    if (!lead || !shell || !first) return leadDone();
    var config = lead;
    function box(parent, className) {
      var element = document.createElement('div');
      element.className = className;
      parent.appendChild(element);
      return element;
    }
    var inner = box(box(shell, 'shell-lead'), '');
    box(inner, 'shell-lead-title').textContent = config.title[lng] || '';
    var image = document.createElement('img');
    image.alt = '';
    image.width = 800;
    image.height = 450;
    image.onload = function () {
      afterPaint(leadDone);
    };
    image.onerror = function () {
      image.onerror = leadDone;
      image.src = config.fallback;
    };
    image.src = first.image || config.fallback;
    box(box(inner, 'shell-lead-grid'), 'shell-lead-card').appendChild(image);
  }
  if (lead) {
    window.setTimeout(leadDone, 800);
    window
      .fetch(lead.list, { credentials: 'include' })
      .then(function (response) {
        return response.ok ? response.json() : [];
      })
      .then(showLead)
      .catch(leadDone);
  }
  // The app's files are requested once the page has painted (the hero or the header frame): they
  // do not compete with it, and the first paint never waits for them.
  afterPaint(function () {
    painted = true;
    maybeStart();
  });
})();
`;
}

/** `/members/:id` → `^/members/[^/]+$`. */
export function routePattern(routePath: string): string {
  const escaped = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}$`;
}
