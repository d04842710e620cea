import type { FormElement } from '@chatforms/core/renderer';
import { type ComponentType, memo } from 'react';

import { findElementComponent } from './element-components.js';
import { ElementErrorBoundary } from './element-error-boundary.js';
import type { ElementComponents, ElementProps } from './element-props.js';

/**
 * Renders one element with its built-in component, or in an error boundary with the host's
 * replacement or a registered type's component; a type with no component shows `failureText`.
 */
export const FormElementView = memo(function FormElementView({
  element,
  readOnly,
  components,
  failureText,
}: {
  element: FormElement;
  readOnly: boolean;
  components: Partial<ElementComponents> | undefined;
  failureText: string;
}) {
  const custom = components?.[element.elementType] as
    ComponentType<ElementProps<FormElement>> | undefined;
  const found = findElementComponent(element.elementType);
  const Component = custom ?? found?.Component;
  if (Component === undefined) return <p className="chatforms-element-error">{failureText}</p>;
  if (custom === undefined && found?.builtIn === true)
    return <Component element={element} readOnly={readOnly} />;
  return (
    <ElementErrorBoundary fallback={failureText}>
      <Component element={element} readOnly={readOnly} />
    </ElementErrorBoundary>
  );
});
