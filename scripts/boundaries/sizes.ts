import { parseSync } from 'vite';

/**
 * Small files, small components (the developers' brief): no source file over 400 lines, no React
 * component over 120. A component is a function named in PascalCase in a .tsx file, declared
 * (`function Card()`), assigned (`const Card = () =>`) or wrapped (`const Card = memo(() => …)`);
 * its length runs from its first line to its last.
 */
export const MAX_FILE_LINES = 400;
export const MAX_COMPONENT_LINES = 120;

export interface SourceFile {
  path: string;
  source: string;
}

export interface SizeViolation {
  path: string;
  line: number;
  /** "the file", or the component's name. */
  what: string;
  lines: number;
  limit: number;
}

const linesOf = (source: string) => source.split('\n').length - (source.endsWith('\n') ? 1 : 0);

export function oversizedFiles(files: SourceFile[]): SizeViolation[] {
  return files
    .map((f) => ({
      path: f.path,
      line: 1,
      what: 'the file',
      lines: linesOf(f.source),
      limit: MAX_FILE_LINES,
    }))
    .filter((v) => v.lines > MAX_FILE_LINES);
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
const isFunction = (node: unknown): node is AstNode =>
  isNode(node) && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression');
const isComponentName = (name: unknown) => typeof name === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(name);

/** The function a declarator gives a component: itself, or the one passed to memo/forwardRef. */
function componentFunction(init: unknown): AstNode | undefined {
  if (isFunction(init)) return init;
  if (isNode(init) && init.type === 'CallExpression') {
    return (init.arguments as unknown[]).map(componentFunction).find((f) => f !== undefined);
  }
  return undefined;
}

/** The components of a .tsx file with their first line and their length in lines. */
export function componentsOf(file: SourceFile): { name: string; line: number; lines: number }[] {
  const { program, errors } = parseSync(file.path, file.source, { lang: 'tsx' });
  if (errors.length > 0) throw new Error(`${file.path}: ${errors[0]!.message}`);
  const lineStarts = [0];
  for (let i = 0; i < file.source.length; i += 1) if (file.source[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const found: { name: string; line: number; lines: number }[] = [];
  const add = (name: string, fn: AstNode) => {
    const line = lineAt(fn.start);
    found.push({ name, line, lines: lineAt(Math.max(fn.start, fn.end - 1)) - line + 1 });
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const id = value.id as { name?: unknown } | null | undefined;
    if (value.type === 'FunctionDeclaration' && isComponentName(id?.name)) add(String(id!.name), value);
    if (value.type === 'VariableDeclarator' && isComponentName(id?.name)) {
      const fn = componentFunction(value.init);
      if (fn) add(String(id!.name), fn);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child);
  };
  visit(program);
  return found;
}

export function longComponents(files: SourceFile[]): SizeViolation[] {
  return files
    .filter((f) => f.path.endsWith('.tsx'))
    .flatMap((f) =>
      componentsOf(f)
        .filter((c) => c.lines > MAX_COMPONENT_LINES)
        .map((c) => ({
          path: f.path,
          line: c.line,
          what: c.name,
          lines: c.lines,
          limit: MAX_COMPONENT_LINES,
        })),
    );
}

/** What the check reports: every file and component over its limit, with no exceptions. */
export function sizeProblems(files: SourceFile[]): string[] {
  return [...oversizedFiles(files), ...longComponents(files)].map(
    (v) => `${v.path}:${v.line}: ${v.what} has ${v.lines} lines (at most ${v.limit}): split it by concern`,
  );
}
