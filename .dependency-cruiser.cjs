// The folder rules, checked by dependency-cruiser (tests/unit/dependency-rules.test.ts runs them):
// no import loops; the apps and what they share never import scripts/, tests/ or the stand-ins and fixtures those
// two share; and the layers import only downwards (docs/architecture.md).
const APP = '^(api|worker|workflows|platform|domain|storefront|admin|web|prisma)/';
const NODE_BUILTIN = { dependencyTypes: ['core'] };
/** Packages that only run on the server: none of them belongs in a browser bundle. */
const SERVER_ONLY =
  '^(fastify|fastify-[^/]+|@fastify/[^/]+|@prisma/[^/]+|prisma|pg|ioredis|bullmq|@bull-board/[^/]+|@temporalio/[^/]+|stripe|openai|nodemailer|pino|pdfkit|pdf-lib|@aws-sdk/[^/]+|playwright-core|prom-client)(/|$)';
const BROWSER = '^(web/(?!build/)|admin/src/|storefront/src/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import loops between files (and so none between folders).',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'app-not-to-scripts',
      severity: 'error',
      comment: 'The apps and what they share never import scripts/ (scripts use the apps, not the reverse).',
      from: { path: APP },
      to: { path: '^scripts/' },
    },
    {
      name: 'app-not-to-tests',
      severity: 'error',
      comment: 'The apps and what they share never import tests/, nor the stand-ins and fixtures tests use.',
      from: { path: APP },
      to: { path: '^(tests|stand-ins|fixtures)/' },
    },
    {
      name: 'shared-not-to-owners',
      severity: 'error',
      comment: 'The stand-ins and fixtures that tests and scripts share belong to neither: they import neither.',
      from: { path: '^(stand-ins|fixtures)/' },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'scripts-not-to-tests',
      severity: 'error',
      comment: 'Tests run the scripts; scripts never import tests/ (what both need is in stand-ins/ or fixtures/).',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'api-not-to-worker',
      severity: 'error',
      comment: 'The API and the worker share platform/ and never import each other.',
      from: { path: '^api/' },
      to: { path: '^(worker|storefront|admin|web)/' },
    },
    {
      name: 'worker-not-to-api',
      severity: 'error',
      comment: 'The API and the worker share platform/ and never import each other.',
      from: { path: '^worker/' },
      to: { path: '^(api|storefront|admin|web)/' },
    },
    {
      name: 'platform-only-back-end',
      severity: 'error',
      comment: 'platform/ serves the API and the worker and imports neither: only platform/, domain/, workflows/, prisma/.',
      from: { path: '^platform/' },
      to: { path: '^(api|worker|storefront|admin|web)/' },
    },
    {
      name: 'domain-pure',
      severity: 'error',
      comment: 'domain/ is pure: itself and zod.',
      from: { path: '^domain/' },
      to: { pathNot: '^(domain/|node_modules/zod/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'workflows-sandboxed',
      severity: 'error',
      comment:
        "Workflows run in Temporal's sandbox: workflows/, domain/ and the workflow SDK (@temporalio/common is its sandbox-safe half); the worker's activities by type only.",
      from: { path: '^workflows/' },
      to: {
        pathNot: '^(workflows/|domain/|node_modules/@temporalio/(workflow|common)/|node_modules/zod/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'front-ends-apart',
      severity: 'error',
      comment: "Each browser bundle takes from the back end only domain/'s pure code, and shares web/.",
      from: { path: '^(admin/src|storefront/src|web)/' },
      to: { path: '^(api|worker|platform|workflows|prisma|scripts)/' },
    },
    {
      name: 'admin-not-to-storefront',
      severity: 'error',
      comment: 'The two front ends share web/, never each other.',
      from: { path: '^admin/' },
      to: { path: '^storefront/' },
    },
    {
      name: 'storefront-not-to-admin',
      severity: 'error',
      comment: 'The two front ends share web/, never each other.',
      from: { path: '^storefront/' },
      to: { path: '^admin/' },
    },
    {
      name: 'browser-no-server-packages',
      severity: 'error',
      comment: "Browser code imports no Node built-in and no server-only package (web/build/ runs in Node, at build).",
      from: { path: BROWSER },
      to: { ...NODE_BUILTIN, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-no-server-only-packages',
      severity: 'error',
      comment: 'Browser code imports no server-only package.',
      from: { path: BROWSER },
      to: { path: `^node_modules/${SERVER_ONLY.slice(1)}`, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|prisma/generated|\\.data)/' },
    tsPreCompilationDeps: true,
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    combinedDependencies: false,
  },
};
