/**
 * The one inline script of a public page. It starts downloading the islands' JavaScript only after
 * the browser has painted the server's HTML (a frame, then a new task), so on a slow connection no
 * script competes with the page for bandwidth or delays its first paint. The files it loads are in
 * its own data attributes: `data-entry` (the islands script) and `data-preloads` (the modules it
 * will import, space-separated, fetched in parallel instead of one after the other).
 *
 * The text never changes from page to page, so the Content-Security-Policy allows exactly this
 * script by its hash and still refuses every other inline script.
 */
export const PAGE_LOADER_SCRIPT =
  '(function(s){requestAnimationFrame(function(){setTimeout(function(){' +
  'var h=document.head;(s.dataset.preloads||"").split(" ").forEach(function(f){if(!f)return;' +
  'var l=document.createElement("link");l.rel="modulepreload";l.href=f;h.appendChild(l)});' +
  'var m=document.createElement("script");m.type="module";m.src=s.dataset.entry;h.appendChild(m)' +
  '},0)})})(document.currentScript)';
