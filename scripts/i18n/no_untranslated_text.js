// ESLint rule `i18n/no-untranslated-text`: text a user reads must be a message
// (i18n.translate / FormattedMessage), never a literal: JSX text with a letter in it, and string
// literals given to the props that show text, or to toasts. Like Kibana's i18n lint rules.

/** Props whose value a user reads (or a screen reader speaks). */
const TEXT_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'helpText',
  'description',
  'tooltip',
  'content',
  'buttonText',
  'confirmButtonText',
  'cancelButtonText',
  'emptyMessage',
  'noItemsMessage',
  'pageTitle',
  'legend',
  'alt',
  'error',
  'message',
]);

/** Toast calls: their string arguments and `title`/`text` are read. */
const TOAST_CALLS = new Set(['addSuccess', 'addWarning', 'addDanger', 'addInfo', 'addError']);

const LETTER = /\p{L}/u;

/** Code, keys and samples are shown as written: inside these elements text is not prose. */
const CODE_ELEMENT = /^(code|pre|kbd|samp|EuiCode|EuiCodeBlock)$/;

function insideCode(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement') {
      const name = parent.openingElement.name;
      if (name.type === 'JSXIdentifier' && CODE_ELEMENT.test(name.name)) return true;
    }
  }
  return false;
}

/** A JSON or query sample (`{"match": …}`), not a sentence. */
const SAMPLE = /^\s*([[{]|https?:\/\/)/;

/** The literal text of a node: a string, a template without values, or either branch of a `?:`. */
function literal(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked).join(' ');
  if (node.type === 'JSXExpressionContainer') return literal(node.expression);
  if (node.type === 'ConditionalExpression') {
    const either = [literal(node.consequent), literal(node.alternate)].filter((text) => text !== undefined);
    return either.find((text) => LETTER.test(text)) ?? either[0];
  }
  if (node.type === 'LogicalExpression') return literal(node.right);
  return undefined;
}

const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a user reads goes through the i18n service' },
    messages: {
      jsxText: 'Untranslated text "{{text}}": use i18n.translate or <FormattedMessage>.',
      prop: 'Untranslated {{prop}} "{{text}}": use i18n.translate.',
      toast: 'Untranslated toast text "{{text}}": use i18n.translate.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, prop) =>
      context.report({ node, messageId, data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 40), prop } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value) && !insideCode(node)) report(node, 'jsxText', node.value);
      },
      // `<p>{'Saved'}</p>`, `<p>{done ? 'Saved' : 'Saving'}</p>`: text children written as expressions.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literal(node.expression);
        if (text !== undefined && LETTER.test(text) && !insideCode(node)) report(node, 'jsxText', text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !TEXT_PROPS.has(name)) return;
        const text = literal(node.value);
        if (text !== undefined && LETTER.test(text) && !SAMPLE.test(text)) report(node, 'prop', text, name);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!TOAST_CALLS.has(callee.property.name)) return;
        for (const argument of node.arguments) {
          const text = literal(argument);
          if (text !== undefined && LETTER.test(text)) report(argument, 'toast', text);
          if (argument.type !== 'ObjectExpression') continue;
          for (const property of argument.properties) {
            if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
            if (property.key.name !== 'title' && property.key.name !== 'text') continue;
            const value = literal(property.value);
            if (value !== undefined && LETTER.test(value)) report(property.value, 'toast', value);
          }
        }
      },
    };
  },
};

const i18nPlugin = { rules: { 'no-untranslated-text': noUntranslatedText } };

module.exports = { TEXT_PROPS, noUntranslatedText, i18nPlugin };
