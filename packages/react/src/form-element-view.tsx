import type { FormElement } from '@chatforms/core';
import { memo, type ComponentType } from 'react';
import { elementComponents } from './element-components.js';
import { ElementErrorBoundary } from './element-error-boundary.js';
import type { ElementComponents, ElementProps } from './element-props.js';

/** Renders one element with its registered component, or the host's replacement in an error boundary. */
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
  const custom = components?.[element.elementType];
  const Component = (custom ?? elementComponents[element.elementType]) as ComponentType<
    ElementProps<FormElement>
  >;
  if (custom === undefined) return <Component element={element} readOnly={readOnly} />;
  return (
    <ElementErrorBoundary fallback={failureText}>
      <Component element={element} readOnly={readOnly} />
    </ElementErrorBoundary>
  );
});
