import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which exports of a package the front ends' own code uses, across every package at once.
 *
 * A shared singleton reaches the share scope whole: the build cannot know what another
 * build's code will ask it for, so nothing of it is tree-shaken. But all five front ends and
 * `@wattle/shared` live in this repository and are built from it together, so the union of
 * what they import is known at build time — Module Federation's `server-calc` tree shaking,
 * computed here instead of on a deployment platform. Every build provides the same export
 * set, so whichever copy is loaded first serves every consumer, and one instance stays one.
 */
export function usedExportsOf(packageName: string, sourceDirs: readonly string[]): string[] {
  const used = new Set<string>();
  for (const dir of sourceDirs) {
    for (const file of sourceFilesIn(dir)) {
      for (const name of importedNames(packageName, file, readFileSync(file, 'utf8'))) {
        used.add(name);
      }
    }
  }
  return [...used].sort();
}

/** Shipped source only: tests and test helpers are never in a browser bundle. */
function sourceFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('testing'));
}

/**
 * The value names `file` imports or re-exports from `packageName`. A namespace, default or
 * side-effect import would need the whole package and is refused, so the list cannot
 * silently fall short of what the code uses.
 */
export function importedNames(packageName: string, file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  const refuse = (what: string) => {
    throw new Error(
      `${file}: ${what} of ${packageName} cannot be tree-shaken; import the names it uses`,
    );
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!isFrom(statement.moduleSpecifier, packageName)) continue;
      const clause = statement.importClause;
      if (!clause) refuse('a side-effect import');
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) refuse('a default import');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) refuse('a namespace import');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (!statement.moduleSpecifier || !isFrom(statement.moduleSpecifier, packageName)) continue;
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) refuse('`export *`');
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  // `import('pkg')` anywhere in the file takes the whole namespace too.
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      isFrom(node.arguments[0], packageName)
    ) {
      refuse('a dynamic import');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function isFrom(specifier: ts.Expression, packageName: string): boolean {
  return ts.isStringLiteral(specifier) && specifier.text === packageName;
}

/**
 * The module a build provides to the share scope for `packageName`: only the used names,
 * re-exported from the package's own file (an absolute path, which the share scope's
 * `packageName` request does not match, so the module cannot consume itself).
 */
export function reexportModule(packageFile: string, names: readonly string[]): string {
  return `export { ${names.join(', ')} } from ${JSON.stringify(packageFile)};\n`;
}
