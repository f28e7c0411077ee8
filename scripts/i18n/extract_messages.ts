/**
 * The messages the code uses, read from its syntax (never by running it): every entry
 * `"<name>": { "id": "<id>", "defaultMessage": "<English>" }` of a feature's catalog
 * (`messages.json`), every `i18n.translate('<id>', { defaultMessage: '<English>' })`, every
 * `<FormattedMessage id="<id>" defaultMessage="<English>" />`, and on the server every
 * `i18n.defineMessage('<id>', { defaultMessage })` (a text translated when a request reads it) and
 * `translator.translate('<id>', { defaultMessage })` (a light page's HTML). Ids and English texts must be
 * written out literally: a computed one could not be translated ahead of time, so it is a problem.
 * A call that names a catalog's entry (`i18n.translate(messages.title)`, `<FormattedMessage
 * {...messages.count} />`) is read in the catalog.
 */
import { readFileSync } from 'fs';
import ts from 'typescript';

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  /** `file:line` of the first use. */
  at: string;
}

export interface Extraction {
  messages: Map<string, ExtractedMessage>;
  problems: string[];
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return undefined;
}

/** `i18n.translate`, `i18n.defineMessage`, and `translate` on a translator (`translator`, `page.translator`). */
function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const receiver = callee.expression.getText();
  const method = callee.name.text;
  if (receiver === 'i18n') return method === 'translate' || method === 'defineMessage';
  return method === 'translate' && /(^|\.)translator$/.test(receiver);
}

/** A translator handed an id it was given (`localize(translator, text)`): it defines no message. */
function isForwarding(node: ts.CallExpression): boolean {
  const callee = node.expression as ts.PropertyAccessExpression;
  return callee.expression.getText() !== 'i18n' && literalText(node.arguments[0]) === undefined;
}

/** A feature's catalog: the file's name. */
export const CATALOG_FILE = 'messages.json';

function objectProperty(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText().replace(/['"]/g, '') === name) {
      return property.initializer;
    }
  }
  return undefined;
}

function jsxAttribute(element: ts.JsxOpeningLikeElement, name: string): ts.Node | undefined {
  for (const attribute of element.attributes.properties) {
    if (ts.isJsxAttribute(attribute) && attribute.name.getText() === name) return attribute.initializer;
  }
  return undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A catalog's entries, each `{ id, defaultMessage, description? }` of strings. */
function readCatalog(
  file: string,
  text: string,
  record: (id: string | undefined, defaultMessage: string | undefined, at: string) => void,
  problems: string[]
) {
  let catalog: unknown;
  try {
    catalog = JSON.parse(text);
  } catch (error) {
    problems.push(`${file}: not JSON (${(error as Error).message})`);
    return;
  }
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) {
    problems.push(`${file}: a catalog is an object of messages by name`);
    return;
  }
  for (const [name, entry] of Object.entries(catalog)) {
    const at = `${file}:${text.slice(0, text.indexOf(JSON.stringify(name))).split('\n').length}`;
    const { id, defaultMessage, description, ...rest } = (entry ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || (description !== undefined && !isText(description))) {
      problems.push(`${at}: ${name} holds only id, defaultMessage and description (strings)`);
      continue;
    }
    record(isText(id) ? id : undefined, isText(defaultMessage) ? defaultMessage : undefined, at);
  }
}

export function extractMessages(
  files: string[],
  read: (file: string) => string = (f) => readFileSync(f, 'utf8')
): Extraction {
  const messages = new Map<string, ExtractedMessage>();
  const problems: string[] = [];
  const record = (id: string | undefined, defaultMessage: string | undefined, at: string) => {
    if (id === undefined) return problems.push(`${at}: the message id is not a literal string`);
    if (defaultMessage === undefined) return problems.push(`${at}: ${id}: defaultMessage is not a literal string`);
    const seen = messages.get(id);
    if (seen && seen.defaultMessage !== defaultMessage) {
      return problems.push(`${at}: ${id} has another English text at ${seen.at}`);
    }
    if (!seen) messages.set(id, { id, defaultMessage, at });
  };
  for (const file of files) {
    const text = read(file);
    if (file.endsWith(CATALOG_FILE)) {
      readCatalog(file, text, record, problems);
      continue;
    }
    if (!text.includes('translate(') && !text.includes('defineMessage(') && !text.includes('FormattedMessage'))
      continue;
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
    );
    const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isTranslateCall(node) && !isForwarding(node)) {
        const [id, options] = node.arguments;
        const defaults =
          options && ts.isObjectLiteralExpression(options) ? objectProperty(options, 'defaultMessage') : undefined;
        if (id && ts.isObjectLiteralExpression(id)) {
          record(literalText(objectProperty(id, 'id')), literalText(objectProperty(id, 'defaultMessage')), at(node));
        } else if (defaults || literalText(id) !== undefined || !id) {
          record(literalText(id), literalText(defaults), at(node));
        }
        // Otherwise the first argument names a descriptor: it is read where it is defined.
      } else if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText() === 'FormattedMessage'
      ) {
        const spreads = node.attributes.properties.some((attribute) => ts.isJsxSpreadAttribute(attribute));
        if (!spreads || jsxAttribute(node, 'id') || jsxAttribute(node, 'defaultMessage')) {
          record(literalText(jsxAttribute(node, 'id')), literalText(jsxAttribute(node, 'defaultMessage')), at(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, problems };
}
