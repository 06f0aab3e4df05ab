/**
 * Refuses a literal text in a JSX attribute a reader sees or hears (aria-label, placeholder,
 * title, alt, label...): `aria-label="Close"` or `title={'Close'}`. The i18next plugin's
 * jsx-text-only mode checks text between tags only, and its wider modes also flag every string
 * in JSX braces (class names, form field names), so attributes get this rule of their own.
 */
const READER_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'placeholder', 'title', 'alt', 'label']);

/** A word a reader would read: letters, not only digits, symbols or a single character. */
const isText = (value) => typeof value === 'string' && /\p{L}{2,}/u.test(value);

function literalValue(node) {
  if (!node) return undefined;
  if (node.type === 'Literal') return node.value;
  if (node.type === 'JSXExpressionContainer') return literalValue(node.expression);
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  return undefined;
}

export const literalAttributes = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible JSX attributes take their text from the message catalogue' },
    schema: [],
    messages: { literal: "'{{text}}' in {{attribute}} is a user-visible text: take it from the area's message catalogue (useT)." },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !READER_ATTRIBUTES.has(name)) return;
        const value = literalValue(node.value);
        if (isText(value)) context.report({ node, messageId: 'literal', data: { text: value, attribute: name } });
      },
    };
  },
};
