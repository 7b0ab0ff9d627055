// The dependency rule (docs/architecture.md), checked by `npm run lint`: the API's areas form
// layers, each importing only the ones below it; the game's core knows no feature that reacts to a
// change; the engine package imports nothing of the project; no module and no folder is part of a
// cycle. Tests are left out: a test may reach across areas to set up what it checks.

/** The API's areas, lowest first. */
const AREAS = ['platform', 'identity', 'play', 'community', 'delivery'];
/** What assembles the areas (the entry points, the app module, the CLI, the document, the SQL). */
const TOP = '^api/src/([^/]+\\.ts$|cli/|openapi/|queries/)';

const areaRules = AREAS.slice(0, -1).map((area, i) => ({
  name: `${area}-imports-no-area-above`,
  comment: `${area}/ imports only ${AREAS.slice(0, i + 1).join(', ')}: an import of ${AREAS.slice(i + 1).join(', ')} points up.`,
  severity: 'error',
  from: { path: `^api/src/${area}/` },
  to: { path: `^api/src/(${AREAS.slice(i + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...areaRules,
    {
      name: 'areas-import-no-assembly',
      comment:
        'The app module, the entry points, the CLI, the document and the SQL assemble the areas; no area imports them.',
      severity: 'error',
      from: { path: `^api/src/(${AREAS.join('|')})/` },
      to: { path: TOP },
    },
    {
      name: 'game-core-knows-no-feature',
      comment:
        "play/core (a game, its change and the effects' types) and play/events import no play feature: a feature that reacts to a change is handed to the change service from above (game-change-effects.ts).",
      severity: 'error',
      from: { path: '^api/src/play/(core|events)/' },
      to: { path: '^api/src/play/', pathNot: '^api/src/play/(core|events)/' },
    },
    {
      name: 'events-below-core',
      comment: "The event log is below the game's core: play/events imports nothing of play/core.",
      severity: 'error',
      from: { path: '^api/src/play/events/' },
      to: { path: '^api/src/play/core/' },
    },
    {
      name: 'engine-imports-nothing-of-the-project',
      comment: 'packages/engine is pure: it imports only itself (no API, no Node, no framework).',
      severity: 'error',
      from: { path: '^packages/engine/src/' },
      to: { pathNot: '^packages/engine/src/' },
    },
    {
      name: 'engine-by-its-entry',
      comment: 'Code outside the engine imports it by name (@entente/engine), never a file inside it.',
      severity: 'error',
      from: { path: '^(api/src|web)/' },
      to: { path: '^packages/engine/', pathNot: '^packages/engine/src/index\\.ts$' },
    },
    {
      name: 'dashboard-imports-no-api',
      comment: 'The dashboard talks to the API over HTTP; it imports none of its source.',
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/test/' },
      to: { path: '^api/' },
    },
    {
      name: 'dashboard-shared-code-imports-no-feature',
      comment:
        'web/components, web/hooks and web/lib are shared by the features (bulletproof-react): they import no feature; a feature imports them.',
      severity: 'error',
      from: { path: '^web/(components|hooks|lib)/' },
      to: { path: '^web/features/' },
    },
    {
      name: 'dashboard-features-import-no-route',
      comment: 'Routes (web/app) compose features; no feature or shared code imports a route file.',
      severity: 'error',
      from: { path: '^web/(features|components|hooks|lib)/' },
      to: { path: '^web/app/' },
    },
    {
      name: 'no-circular',
      comment: 'A module that depends on itself through others: break the cycle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Two folders that import each other (directly or through others): one of them points up.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|e2e-spec|browser-spec)\\.tsx?$|/spec-helpers\\.ts$|^web/test/|^web/\\.next/' },
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
