import { parseSync } from 'vite';

/**
 * What a built bundle takes from each package it loads at run time, read from its syntax tree:
 * the names of static imports, and of dynamic `import()`s where the code shows them (destructured,
 * member access, `.then` callbacks, Promise.all arrays). `default` stands for a default import.
 */
export interface PackageUse {
  specifier: string;
  /** The names the code reads from the module namespace. */
  names: Set<string>;
  /**
   * What the code reads from the default export (`x.parse` of `import x from …`), when it can be
   * told; `whole` when the default value is used some other way.
   */
  defaultReads: Set<string> | 'whole';
  /** Where, for the report (file and the first line that uses it). */
  where: string;
}

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node walked generically
type Node = any;

/** A package, not a relative file or a Node built-in. */
const isPackage = (specifier: string) =>
  !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:');

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) for (const v of value) if (v && typeof v.type === 'string') out.push(v);
    if (value && typeof (value as Node).type === 'string') out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node, ancestors: Node[]) => void, ancestors: Node[] = []) {
  visit(node, ancestors);
  for (const child of children(node)) walk(child, visit, [...ancestors, node]);
}

interface Reads {
  names: string[];
  defaultReads: string[] | undefined;
}

/** Property names an object pattern takes (`{ a, b: c, default: d }` → a, b, default, and d's reads). */
function patternReads(pattern: Node, scope: Node): Reads | undefined {
  if (pattern?.type !== 'ObjectPattern') return undefined;
  const reads: Reads = { names: [], defaultReads: undefined };
  for (const p of pattern.properties) {
    if (p.type !== 'Property') return undefined; // a rest element reads everything
    const name =
      p.key.type === 'Identifier' && !p.computed
        ? p.key.name
        : p.key.type === 'Literal'
          ? String(p.key.value)
          : undefined;
    if (name === undefined) return undefined;
    reads.names.push(name);
    if (name === 'default' && p.value.type === 'Identifier')
      reads.defaultReads = memberReads(scope, p.value.name);
  }
  return reads;
}

/** A namespace bound to `name`: what it reads, `x.default.y` reads counting for the default. */
function namespaceReads(scope: Node, name: string): Reads | undefined {
  const names = memberReads(scope, name);
  return names && { names, defaultReads: undefined };
}

const enclosingScope = (ancestors: Node[]) =>
  [...ancestors].reverse().find((a) => /Function|Program/.test(a.type));

/** `ns.x` reads of an identifier bound to a namespace, within the scope that binds it. */
function memberReads(scope: Node, name: string): string[] | undefined {
  const names: string[] = [];
  let whole = false;
  walk(scope, (node, ancestors) => {
    if (node.type !== 'Identifier' || node.name !== name) return;
    const parent = ancestors.at(-1);
    // Where the name is bound (import, declaration, destructuring) it is not read.
    if (parent?.type === 'Property' && ancestors.at(-2)?.type === 'ObjectPattern') return;
    if (parent?.type === 'MemberExpression' && parent.object === node && !parent.computed) {
      names.push(parent.property.name);
    } else if (
      !/^Import(Default|Namespace)?Specifier$/.test(parent?.type ?? '') &&
      !(parent?.type === 'VariableDeclarator' && parent.id === node) &&
      !(parent?.type === 'Property' && parent.key === node && !parent.shorthand) &&
      !(parent?.type === 'MemberExpression' && parent.property === node)
    ) {
      whole = true; // passed along whole: nothing to check by name
    }
  });
  return whole ? undefined : names;
}

/** The names a dynamic import's value is read for, from where its promise ends up. */
function dynamicReads(ancestors: Node[], node: Node): Reads | undefined {
  let value = node;
  let i = ancestors.length - 1;
  let arrayIndex: number | undefined;
  // import('x') inside Promise.all([...]): remember its position in the array.
  if (ancestors[i]?.type === 'ArrayExpression') {
    arrayIndex = ancestors[i].elements.indexOf(value);
    value = ancestors[i];
    i -= 1;
    if (ancestors[i]?.type !== 'CallExpression') return undefined;
    value = ancestors[i];
    i -= 1;
  }
  const parent = ancestors[i];
  // import('x').then((m) => …) / .then(({ a }) => …)
  if (parent?.type === 'MemberExpression' && parent.property.name === 'then' && arrayIndex === undefined) {
    const call = ancestors[i - 1];
    const callback = call?.arguments?.[0];
    const param = callback?.params?.[0];
    if (!param) return { names: [], defaultReads: [] };
    if (param.type === 'Identifier') return namespaceReads(callback.body, param.name);
    return patternReads(param, callback.body);
  }
  if (parent?.type !== 'AwaitExpression') return undefined;
  const user = ancestors[i - 1];
  // (await import('x')).name
  if (
    user?.type === 'MemberExpression' &&
    user.object === parent &&
    !user.computed &&
    arrayIndex === undefined
  )
    return { names: [user.property.name], defaultReads: undefined };
  if (user?.type !== 'VariableDeclarator') return undefined;
  let pattern = user.id;
  if (arrayIndex !== undefined) {
    if (pattern.type !== 'ArrayPattern') return undefined;
    pattern = pattern.elements[arrayIndex];
  }
  const scope = enclosingScope(ancestors);
  if (pattern?.type === 'Identifier') return namespaceReads(scope, pattern.name);
  return patternReads(pattern, scope);
}

function lineOf(source: string, offset: number) {
  return source.slice(0, offset).split('\n').length;
}

/** The packages one bundle file loads, with the names it reads from each. */
export function packageUses(file: string, source: string): PackageUse[] {
  const uses = new Map<string, PackageUse>();
  const add = (specifier: string, reads: Reads | undefined, offset: number) => {
    const use: PackageUse = uses.get(specifier) ?? {
      specifier,
      names: new Set(),
      defaultReads: new Set(),
      where: `${file}:${lineOf(source, offset)}`,
    };
    for (const name of reads?.names ?? []) use.names.add(name);
    if (reads?.names.includes('default')) {
      if (!reads.defaultReads || use.defaultReads === 'whole') use.defaultReads = 'whole';
      else for (const name of reads.defaultReads) use.defaultReads.add(name);
    }
    uses.set(specifier, use);
  };
  // Vite's parser (oxc): ESTree, fast, and it reads what esbuild writes for node20.
  const parsed = parseSync(file, source, { sourceType: 'module', lang: 'js' });
  if (parsed.errors.length > 0) throw new Error(`${file} does not parse: ${parsed.errors[0]?.message}`);
  const tree = parsed.program;
  walk(tree, (node, ancestors) => {
    if (node.type === 'ImportDeclaration' && isPackage(node.source.value)) {
      const reads: Reads = { names: [], defaultReads: [] };
      for (const s of node.specifiers) {
        if (s.type === 'ImportDefaultSpecifier') {
          reads.names.push('default');
          reads.defaultReads = memberReads(tree, s.local.name);
        } else if (s.type === 'ImportSpecifier') reads.names.push(s.imported.name ?? s.imported.value);
        else reads.names.push(...(memberReads(tree, s.local.name) ?? []));
      }
      add(node.source.value, reads, node.start);
    }
    if (node.type === 'ImportExpression' && node.source.type === 'Literal' && isPackage(node.source.value)) {
      add(node.source.value, dynamicReads(ancestors, node), node.start);
    }
  });
  return [...uses.values()];
}
