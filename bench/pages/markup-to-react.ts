import { createElement, type ReactNode } from 'react';

// React's names for the attributes chatforms' markup uses that differ from HTML's.
const propNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  novalidate: 'noValidate',
  readonly: 'readOnly',
  tabindex: 'tabIndex',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
};

// Attributes whose presence is the value: React sets them for `true`, and drops `""`.
const booleanAttributes = new Set([
  'disabled',
  'readonly',
  'required',
  'novalidate',
  'multiple',
  'hidden',
]);

function toProps(element: Element, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const { name, value } of element.attributes) {
    // A field's value as React writes it on mount: the attribute for inputs, the text for a textarea.
    if (name === 'value' && element.localName !== 'option') props.defaultValue = value;
    else if (name === 'checked') props.defaultChecked = true;
    else props[propNames[name] ?? name] = booleanAttributes.has(name) ? true : value;
  }
  return props;
}

function toNode(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map(toNode);
  // A textarea's text is its value, which React takes as a prop, not as children.
  if (node.localName === 'textarea')
    return createElement('textarea', { ...toProps(node, key), defaultValue: node.textContent });
  return createElement(
    node.localName,
    toProps(node, key),
    ...(children.length > 0 ? [children] : []),
  );
}

/**
 * The React elements of a piece of markup, made before any timing: rendering them costs what React
 * itself takes to create that DOM, with no component and no library behind it.
 */
export function markupToReact(markup: string): ReactNode {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return [...template.content.childNodes].map(toNode);
}
