// Local ESLint rule: the one import direction of design.md §9.
//   routes → flows → machines / domain / api
//   machines/ never imports react, react-dom, @xstate/react or src/api, src/flows, src/ui, src/routes, src/adapters
//   src/domain/ never imports react or src/api, src/flows, src/ui, src/routes, src/adapters, machines
//   src/flows/<a>/ never imports src/flows/<b>/; every flow may import src/flows/shared/, which imports no flow
//   src/flows/ never imports react-aria-components, react-aria or react-stately: flows reach them only
//     through the kit (src/ui), so the kit's markup, classes and field wiring stay the one way to build a field
//   nothing in src/ imports the src/ui barrel (src/ui/index.ts): each kit module is imported by its own path
//   server/ never imports src/ except src/domain, nor react
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');

const UI_PACKAGES = [
  'react',
  'react-dom',
  '@xstate/react',
  'react-aria-components',
  '@tanstack/react-router',
  '@tanstack/react-query',
];
/** The react-aria family: only the UI kit (src/ui), adapters and routes may use it directly. */
const ARIA_PACKAGES = ['react-aria-components', 'react-aria', 'react-stately'];
const isPackage = (spec, names) => names.some((n) => spec === n || spec.startsWith(`${n}/`));

function targetOf(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(fromFile), spec));
}

const under = (p, dir) => p === dir || p.startsWith(`${dir}/`);

export function violation(fromRel, spec, targetRel) {
  if (under(fromRel, 'machines')) {
    if (isPackage(spec, UI_PACKAGES)) return `machines/ must not import ${spec} (machines are pure: no React)`;
    if (targetRel && ['src/api', 'src/flows', 'src/ui', 'src/routes', 'src/adapters'].some((d) => under(targetRel, d)))
      return `machines/ must not import ${targetRel} (only xstate, valibot and src/domain)`;
  }
  if (under(fromRel, 'src/domain')) {
    if (isPackage(spec, UI_PACKAGES)) return `src/domain must not import ${spec}`;
    if (
      targetRel &&
      ['src/api', 'src/flows', 'src/ui', 'src/routes', 'src/adapters', 'machines'].some((d) => under(targetRel, d))
    )
      return `src/domain must not import ${targetRel}`;
  }
  if (under(fromRel, 'src/api')) {
    if (targetRel && ['src/flows', 'src/ui', 'src/routes', 'machines'].some((d) => under(targetRel, d)))
      return `src/api must not import ${targetRel}`;
  }
  if (under(fromRel, 'src/flows') && isPackage(spec, ARIA_PACKAGES))
    return `src/flows must not import ${spec}: use the kit's controls from src/ui`;
  if (targetRel && (targetRel === 'src/ui' || targetRel === 'src/ui/index') && !under(fromRel, 'tests')) {
    return "import the kit's module file (src/ui/<name>), not the src/ui barrel: a shared barrel puts every component in every screen's download";
  }
  if (under(fromRel, 'src/flows') && targetRel) {
    // A flow is a folder src/flows/<name>/; src/flows/shared/ holds what several flows use (the
    // acquisition store, drafts, file picking, the email check…) and every flow may import it. Nothing
    // else lives at the top of src/flows, so a flow reaches another flow only by a path this refuses.
    const a = fromRel.split('/')[2];
    if (under(targetRel, 'src/flows')) {
      const b = targetRel.split('/')[2];
      if (b !== 'shared' && b !== a) return `flows never import each other: src/flows/${a} imports src/flows/${b}`;
      if (a === 'shared' && b !== 'shared') return `src/flows/shared must not import a flow (src/flows/${b})`;
    }
    if (under(targetRel, 'src/routes')) return 'flows must not import routes';
  }
  if (under(fromRel, 'server')) {
    if (isPackage(spec, UI_PACKAGES)) return `server/ must not import ${spec}`;
    if (targetRel && under(targetRel, 'src') && !under(targetRel, 'src/domain'))
      return `server/ may import only src/domain from src/ (got ${targetRel})`;
  }
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: 'Enforce the import direction of design.md §9' }, schema: [] },
  create(context) {
    const fromRel = rel(context.filename);
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      const msg = violation(fromRel, spec, targetOf(context.filename, spec));
      if (msg) context.report({ node: source, message: msg });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source),
      ExportNamedDeclaration: (n) => check(n, n.source),
      ExportAllDeclaration: (n) => check(n, n.source),
      ImportExpression: (n) => check(n, n.source),
    };
  },
};
