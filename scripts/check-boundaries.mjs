// Boundaries that a tool keeps (STYLE.md, issue 12): run by `npm run lint`, fails on any break.
//   server: the database (drizzle, db/client, db/schema) only in *.repo.ts, *.service.ts and db/;
//           a feature takes another feature's service (or its events, mappers, constants), never its
//           repo or routes; plugins import no feature; routes never publish (the use case does);
//           no `as …Status`/`…Kind`/`…Role` cast (status columns are Drizzle text enums);
//   web:    features never import app/; no hand-typed API path (a '/api/…' string): routes are
//           called by name from the contract (packages/shared/src/contracts);
//   e2e:    every browser spec takes `test` from e2e/fixtures/test.ts (one fixture makes its people);
//           events files import no service or repo (they publish what they are given);
//   both:   no import cycle between feature folders (TOLERATED_CYCLES is empty on purpose), nor between
//           files anywhere in apps/ and packages/ (tests aside).
// Imports are read with TypeScript's own pre-processor, so comments and strings never count.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// BOUNDARIES_ROOT: another tree to check (the script's own test checks a copy with a cycle added).
const root = process.env.BOUNDARIES_ROOT ?? path.resolve(import.meta.dirname, '..');
const TOLERATED_CYCLES = [];

const SOURCE = /\.(ts|tsx)$/;
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** A file's imports: { target, isTypeOnly } for static imports and re-exports, and dynamic import() calls. */
function importsOfFile(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const isTypeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, isTypeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ specifier, isTypeOnly }) => ({ file, target: resolveImport(file, specifier), isTypeOnly }));
}

const importsOf = (dir) => walk(dir).flatMap(importsOfFile);

const rel = (file) => path.relative(root, file);
const featureOf = (file, featuresDir) => {
  const inside = path.relative(featuresDir, file);
  // A file directly in features/ (the registrar) belongs to no feature.
  return inside.startsWith('..') || path.isAbsolute(inside) || !inside.includes(path.sep)
    ? null
    : inside.split(path.sep)[0];
};

const problems = [];

// Server rules.
const serverSrc = path.join(root, 'apps/server/src');
const serverFeatures = path.join(serverSrc, 'features');
const serverImports = importsOf(serverSrc).filter(({ file }) => !isTest(file));
const touchesDatabase = (target) =>
  target === 'drizzle-orm' ||
  target.startsWith('drizzle-orm/') ||
  target.startsWith(path.join(serverSrc, 'db', 'client')) ||
  target.startsWith(path.join(serverSrc, 'db', 'schema'));
// app.ts and cli.ts open the database they hand to everything else.
const COMPOSITION_ROOTS = ['app.ts', 'cli.ts', 'server.ts'].map((name) => path.join(serverSrc, name));
const mayTouchDatabase = (file) =>
  /\.(repo|service)\.ts$/.test(file) ||
  file.startsWith(path.join(serverSrc, 'db') + path.sep) ||
  COMPOSITION_ROOTS.includes(file);
for (const { file, target, isTypeOnly } of serverImports) {
  // A row type from the schema (a mapper's input) is no database access.
  if (touchesDatabase(target) && !isTypeOnly && !mayTouchDatabase(file)) {
    problems.push(`database import outside a repo or service: ${rel(file)} -> ${rel(target)}`);
  }
  const fromFeature = featureOf(file, serverFeatures);
  const toFeature = featureOf(target, serverFeatures);
  if (fromFeature && toFeature && fromFeature !== toFeature && /\.(repo|routes)\.ts$/.test(target)) {
    problems.push(`feature ${fromFeature} imports ${toFeature}'s ${path.basename(target)}: ${rel(file)}`);
  }
  if (file.startsWith(path.join(serverSrc, 'plugins') + path.sep) && toFeature) {
    problems.push(`plugin imports a feature: ${rel(file)} -> ${rel(target)}`);
  }
  // Events files publish what they are given: they read nothing and never call a use case back (a service
  // that publishes reads what it publishes and hands it over), so events and services never form a ring.
  if (file.endsWith('.events.ts') && !isTypeOnly && /\.(service|repo)\.ts$/.test(target)) {
    problems.push(
      `an events file imports a ${path.basename(target).split('.').at(-2)}: ${rel(file)} -> ${rel(target)}`,
    );
  }
  // Who hears what has one home: the use case sends its events after its commit, never the route.
  if (file.endsWith('.routes.ts') && target.endsWith('.events.ts')) {
    problems.push(`a route imports events (publish from the use case instead): ${rel(file)} -> ${rel(target)}`);
  }
}
for (const file of walk(serverFeatures).filter((name) => name.endsWith('.routes.ts'))) {
  if (/\.publish(Local)?\(/.test(fs.readFileSync(file, 'utf8'))) {
    problems.push(`a route publishes (publish from the use case instead): ${rel(file)}`);
  }
}

// Staff rooms have one way in: staffRoomsOf(event), from STAFF_EVENTS in packages/shared/src/events.ts (each
// staff event with the permission of the HTTP read it mirrors; realtime/staff-rooms.test.ts checks every entry
// against every role). No server code names a staff room itself (ROOMS.staff, ROOMS.staffRole, 'staff:…');
// only the socket plugin does, to put sockets in their rooms. And staffRoomsOf('a') never carries event 'b'.
const SOCKET_PLUGIN = path.join(serverSrc, 'plugins', 'realtime.ts');
for (const file of walk(serverSrc).filter((name) => !isTest(name) && name !== SOCKET_PLUGIN)) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const at = (node) => `${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(source) === 'ROOMS' &&
      /^staff(Role)?$/.test(node.name.text)
    ) {
      problems.push(`a staff room named by hand (take it from staffRoomsOf and STAFF_EVENTS): ${at(node)}`);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.startsWith('staff:')) {
      problems.push(`a staff room named by hand (take it from staffRoomsOf and STAFF_EVENTS): ${at(node)}`);
    }
    if (ts.isIdentifier(node) && node.text === 'staffRoomsFor') {
      problems.push(`staff rooms from a permission (declare the event in STAFF_EVENTS, use staffRoomsOf): ${at(node)}`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['publish', 'publishLocal'].includes(node.expression.name.text) &&
      node.arguments.length >= 2 &&
      ts.isStringLiteral(node.arguments[1])
    ) {
      const event = node.arguments[1].text;
      const named = [...node.arguments[0].getText(source).matchAll(/staffRoomsOf\(\s*'([^']+)'/g)].map((m) => m[1]);
      for (const other of named.filter((name) => name !== event)) {
        problems.push(`${event} published to the staff rooms of ${other}: ${at(node)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Status columns are typed from the shared lists (Drizzle text enums): no `as XStatus` / `as XKind` / `as XRole`
// cast on the server, which would hide a column that lost its enum (issue 12, item 4).
for (const file of walk(serverSrc).filter((name) => !isTest(name))) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (
      ts.isAsExpression(node) &&
      ts.isTypeReferenceNode(node.type) &&
      /(Status|Kind|Role)$/.test(node.type.typeName.getText(source))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      problems.push(`a status cast (type the column from the shared list instead): ${rel(file)}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Web rules.
const webSrc = path.join(root, 'apps/web/src');
const webFeatures = path.join(webSrc, 'features');
const webImports = importsOf(webSrc).filter(({ file }) => !isTest(file));
for (const { file, target } of webImports) {
  if (featureOf(file, webFeatures) && target.startsWith(path.join(webSrc, 'app') + path.sep)) {
    problems.push(`web feature imports app/: ${rel(file)} -> ${rel(target)}`);
  }
}

// A string or template that starts with /api/ is a path typed by hand.
const startsWithApi = (node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
  node.text.startsWith('/api/');
for (const file of walk(webSrc).filter((name) => SOURCE.test(name) && !isTest(name))) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (startsWithApi(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      problems.push(`web API path typed by hand (call the route from the contract): ${rel(file)}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Browser specs make players and staff through one fixture, never through @playwright/test's bare `test`.
const e2eDir = path.join(root, 'apps/web/e2e');
for (const file of fs.readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'))) {
  const text = fs.readFileSync(path.join(e2eDir, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, false);
  if (
    importedFiles.some(({ fileName }) => fileName === '@playwright/test') &&
    /\btest\b[^;]*from '@playwright\/test'/.test(text)
  ) {
    problems.push(`browser spec takes test from @playwright/test (use e2e/fixtures/test): apps/web/e2e/${file}`);
  }
  if (!importedFiles.some(({ fileName }) => fileName === './fixtures/test')) {
    problems.push(`browser spec without the people fixture (import test from ./fixtures/test): apps/web/e2e/${file}`);
  }
}

/**
 * Cycles in a graph of imports (Tarjan's strongly connected components), each node named by `nodeOf`
 * (a feature folder, or a file); imports whose ends have no name are left out. Type-only imports count:
 * a ring held together by types is still a ring a newcomer must read whole.
 */
function cycles(imports, nodeOf) {
  const edges = new Map();
  for (const { file, target } of imports) {
    const from = nodeOf(file);
    const to = nodeOf(target);
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort().join(' <-> '));
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return components;
}

for (const [side, imports, dir] of [
  ['server', serverImports, serverFeatures],
  ['web', webImports, webFeatures],
]) {
  for (const cycle of cycles(imports, (file) => featureOf(file, dir))) {
    if (!TOLERATED_CYCLES.includes(`${side}: ${cycle}`)) problems.push(`feature cycle (${side}): ${cycle}`);
  }
}

// No import cycle between files anywhere in apps/ and packages/ (tests aside): a ring inside one feature
// is as hard to read and to change as one between features.
const sourceFiles = [...importsOf(path.join(root, 'apps')), ...importsOf(path.join(root, 'packages'))].filter(
  ({ file }) => !isTest(file) && !file.includes(`${path.sep}e2e${path.sep}`),
);
const inTree = (file) => (path.isAbsolute(file) && SOURCE.test(file) && !isTest(file) ? rel(file) : null);
for (const cycle of cycles(sourceFiles, inTree)) problems.push(`file cycle: ${cycle}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`boundaries: ${problem}`);
  console.error(`boundaries: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('boundaries: ok');
