// The import rules of the tree, checked by `npm run deps` (part of `npm test`). Each rule says why it holds.
// Type-only imports vanish at compile time, so a circle that runs through one is no circle at run time.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      severity: 'error',
      comment: 'Modules that import each other at run time cannot be read, tested or moved one at a time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-not-to-routes',
      severity: 'error',
      comment: 'Domain code (mail, content, registrations, jobs…) serves the routes; it never reaches into them.',
      from: { path: '^server/', pathNot: ['^server/routes/', '^server/app[.]ts$', '[.]test[.]tsx?$'] },
      to: { path: '^server/routes/' },
    },
    {
      name: 'domain-not-to-http',
      severity: 'error',
      comment: 'The HTTP kit (access, params, caches, sessions) is for routes; domain code works without a request.',
      from: {
        path: '^server/',
        pathNot: ['^server/(routes|http|pages)/', '^server/(app|services|dev|index-dev)[.]ts$', '[.]test[.]tsx?$'],
      },
      to: { path: '^server/http/' },
    },
    {
      name: 'http-kit-not-to-routes',
      severity: 'error',
      comment: 'The route kit serves every resource folder, so it imports none of them.',
      from: { path: '^server/http/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'presenters-not-to-routes',
      severity: 'error',
      comment: 'Presenters shape rows for any caller; they know no route.',
      from: { path: '^server/presenters/' },
      to: { path: '^server/(routes|http)/' },
    },
    {
      name: 'admin-kit-not-to-features',
      severity: 'error',
      comment: 'The admin kit is what every feature uses; it imports no feature and not the shell.',
      from: { path: '^apps/admin/kit/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/admin/', pathNot: '^apps/admin/(kit|queries|connection|locales)/|^apps/admin/[^/]+[.]tsx?$' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared/ is the contract of server and clients: it imports neither of them.',
      from: { path: '^shared/' },
      to: { path: '^(server|apps)/' },
    },
    {
      name: 'ui-below-apps',
      severity: 'error',
      comment: 'apps/ui is what the public site, the admin and the desktop share: it imports none of them.',
      from: { path: '^apps/ui/' },
      to: { path: '^apps/(web|admin|desktop)/' },
    },
    {
      name: 'admin-below-site',
      severity: 'error',
      comment: 'The admin screens run in the site and in the desktop client: they import neither.',
      // Tests of admin screens render them with the site's common strings, as the site does.
      from: { path: '^apps/admin/', pathNot: ['[.]test[.]tsx?$', '^apps/admin/screen-test-support[.]tsx$'] },
      to: { path: '^apps/(web|desktop)/' },
    },
    {
      name: 'type-only-circle',
      severity: 'info',
      comment: 'Circles through a type-only import: harmless at run time, counted to keep them few.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^dist/', '^out/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
