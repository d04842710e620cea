import type { FormElement } from '@chatforms/core/renderer';
import { type ComponentType, memo, type ReactElement } from 'react';

import { findElementComponent } from './element-components.js';
import { ElementErrorBoundary } from './element-error-boundary.js';
import type { ElementComponents, ElementProps } from './element-props.js';

/** A host's replacement or a registered type's component, in an error boundary. */
const GuardedElement = memo(function GuardedElement({
  Component,
  element,
  readOnly,
  failureText,
}: {
  Component: ComponentType<ElementProps<FormElement>>;
  element: FormElement;
  readOnly: boolean;
  failureText: string;
}) {
  return (
    <ElementErrorBoundary fallback={failureText}>
      <Component element={element} readOnly={readOnly} />
    </ElementErrorBoundary>
  );
});

/**
 * One element of a form, keyed by its elementId: its built-in component as it is (each is memoised
 * and renders no wrapper of its own, one fiber less per field), or the host's replacement or a
 * registered type's component in an error boundary; a type with no component shows `failureText`.
 */
export function renderFormElement(
  element: FormElement,
  readOnly: boolean,
  components: Partial<ElementComponents> | undefined,
  failureText: string,
): ReactElement {
  const key = element.elementId;
  const custom = components?.[element.elementType] as
    ComponentType<ElementProps<FormElement>> | undefined;
  const found = findElementComponent(element.elementType);
  const Component = custom ?? found?.Component;
  if (Component === undefined)
    return (
      <p key={key} className="chatforms-element-error">
        {failureText}
      </p>
    );
  if (custom === undefined && found?.builtIn === true)
    return <Component key={key} element={element} readOnly={readOnly} />;
  return (
    <GuardedElement
      key={key}
      Component={Component}
      element={element}
      readOnly={readOnly}
      failureText={failureText}
    />
  );
}
