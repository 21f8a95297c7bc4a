/**
 * Finds user-visible English written straight into the web app's JSX instead of coming from the catalogues
 * (issue 17; docs/decisions/013-two-languages.md): text between tags, and string literals given to the
 * attributes people read or hear (aria-label, placeholder, title, alt, and the text props of our own
 * components), and the toasts' texts. Parsed with the TypeScript compiler, so comments, class names and route paths are not text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Attributes whose value a reader sees or a screen reader says. */
export const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "eyebrow",
  "description",
  "cta",
  "helperText",
  "errorText",
]);

/** Functions whose arguments reach the screen, the toasts (web/src/lib/feedback.ts): keys or t()'s text only. */
export const SPEAKING_CALLS = new Set(["notifySuccess", "notifyFailure", "notifyInfo"]);

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** A word a reader would read: a letter, and a space or a capital (not "sm", "brand.fg" or "nav.home"). */
const looksLikeText = (text: string) =>
  /\p{L}/u.test(text) && (/\s/.test(text.trim()) || /^\p{Lu}/u.test(text.trim()));

/** Strings that are not shown: arguments of a call (`t("nav.home")`), operands of a comparison, keys. */
function isShown(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return false;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    return (
      kind !== ts.SyntaxKind.EqualsEqualsEqualsToken && kind !== ts.SyntaxKind.ExclamationEqualsEqualsToken
    );
  }
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isElementAccessExpression(parent)) return false;
  if (ts.isCaseClause(parent)) return false;
  return true;
}

/** String literals (and template parts) inside an expression that would reach the screen. */
function shownStrings(expression: ts.Node, found: (node: ts.Node, text: string) => void) {
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isShown(node) && looksLikeText(node.text)) found(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (isShown(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
        if (/\p{L}{2,}/u.test(parts)) found(node, node.getText());
      }
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    // A nested element or a function (a callback) is checked on its own.
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(expression);
}

/** The English constants (messages.ts: `NO_CHURCHES_FOUND`, `CHURCH_NOT_FOUND.title`) imported here. */
function sharedConstants(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.startsWith("@app/shared")) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (/^[A-Z][A-Z0-9_]+$/.test(element.name.text)) names.add(element.name.text);
  }
  return names;
}

export function findLiterals(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Literal[] = [];
  const report = (node: ts.Node, text: string) =>
    out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim() });
  const constants = sharedConstants(sf);
  /** `{NO_EVENTS_FOUND}` or `{CHURCH_NOT_FOUND.title}` shown as it is: English, whatever the page's language. */
  const reportConstant = (expression: ts.Expression) => {
    let root: ts.Expression = expression;
    while (ts.isPropertyAccessExpression(root)) root = root.expression;
    if (ts.isIdentifier(root) && constants.has(root.text)) report(expression, expression.getText(sf));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text.replace(/\s+/g, " "));
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      const value = node.initializer;
      if (value && TEXT_ATTRIBUTES.has(name)) {
        if (ts.isStringLiteral(value)) {
          if (/\p{L}/u.test(value.text)) report(value, value.text);
        } else if (ts.isJsxExpression(value) && value.expression) {
          shownStrings(value.expression, report);
          reportConstant(value.expression);
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      SPEAKING_CALLS.has(node.expression.text)
    ) {
      // `notifySuccess("Saved")`, `notifyFailure(error, { title: "Could not save" })`.
      for (const argument of node.arguments) {
        const texts = ts.isObjectLiteralExpression(argument)
          ? argument.properties.flatMap((property) =>
              ts.isPropertyAssignment(property) && TEXT_ATTRIBUTES.has(property.name.getText(sf))
                ? [property.initializer]
                : [],
            )
          : [argument];
        for (const text of texts)
          if (
            (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text)) &&
            /\p{L}/u.test(text.text)
          )
            report(text, text.text);
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // `{cond ? "Yes" : "No"}` between tags.
      shownStrings(node.expression, report);
      reportConstant(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every .tsx file under `dir`, relative to `root`, in a stable order. */
export function tsxFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".tsx")) out.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(path.join(root, dir));
  return out.sort();
}

export function literalsIn(root: string, files: readonly string[]): Literal[] {
  return files.flatMap((file) => findLiterals(file, readFileSync(path.join(root, file), "utf8")));
}
