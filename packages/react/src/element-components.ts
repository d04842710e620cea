'use client';

import type { BuiltInElementType, ElementType, FormElement } from '@chatforms/core/renderer';
import type { ComponentType } from 'react';

import type { ElementProps } from './element-props.js';
import { ButtonField } from './elements/button/button-field.js';
import { CheckboxField } from './elements/checkbox/checkbox-field.js';
import { DateTimeField } from './elements/date-time/date-time-field.js';
import { DropdownField } from './elements/dropdown/dropdown-field.js';
import { LabelField } from './elements/label/label-field.js';
import { RadioField } from './elements/radio/radio-field.js';
import { SingleSelectField } from './elements/single-select/single-select-field.js';
import { TextInputField } from './elements/text-input/text-input-field.js';
import { isOnDemandComponent, loadOnDemand } from './load-element-on-demand.js';

type ComponentOf<K extends ElementType> = ComponentType<
  ElementProps<Extract<FormElement, { elementType: K }>>
>;

/**
 * The built-in component of every built-in element type: one line each. A type few forms use is
 * `loadOnDemand`, a chunk of its own that only a form holding one waits for.
 */
export const elementComponents = {
  label: LabelField,
  textInput: TextInputField,
  button: ButtonField,
  checkbox: CheckboxField,
  dropdown: DropdownField,
  radio: RadioField,
  singleSelect: SingleSelectField,
  dateTime: DateTimeField,
  number: loadOnDemand(() => import('./elements/number/number-field.js'), 'NumberField'),
  rating: loadOnDemand(() => import('./elements/rating/rating-field.js'), 'RatingField'),
} satisfies { [K in BuiltInElementType]: ComponentOf<K> };

const registeredComponents = new Map<string, ComponentType<ElementProps<FormElement>>>();

/**
 * Renders an element type added to core with `registerElementType`. Call it once at start-up; the
 * component gets the parsed element and registers its value with `useFormContext` like the built-ins.
 * @example
 * registerElementComponent('slider', SliderField);
 */
export function registerElementComponent<K extends ElementType>(
  type: K,
  component: ComponentOf<K>,
): void {
  if (Object.hasOwn(elementComponents, type)) {
    throw new Error(`"${type}" is a built-in element type; pass components={{ ${type} }} instead`);
  }
  registeredComponents.set(type, component as ComponentType<ElementProps<FormElement>>);
}

/**
 * The component that renders a type, and whether it is one of ours that cannot fail (no error
 * boundary needed): a component loaded on demand may, when its chunk does not arrive.
 */
export function findElementComponent(
  type: string,
): { Component: ComponentType<ElementProps<FormElement>>; builtIn: boolean } | undefined {
  if (Object.hasOwn(elementComponents, type)) {
    const Component = elementComponents[type as BuiltInElementType];
    return {
      Component: Component as ComponentType<ElementProps<FormElement>>,
      builtIn: !isOnDemandComponent(Component),
    };
  }
  const Component = registeredComponents.get(type);
  return Component === undefined ? undefined : { Component, builtIn: false };
}

/** The load of a type's built-in component while it is a chunk not loaded yet, else undefined. */
export function findElementCodeLoad(type: string): (() => Promise<void>) | undefined {
  if (!Object.hasOwn(elementComponents, type)) return undefined;
  const Component = elementComponents[type as BuiltInElementType];
  return isOnDemandComponent(Component) && !Component.isLoaded() ? Component.load : undefined;
}

/**
 * Loads the code of every built-in element component that is a chunk of its own. Await it before
 * `renderToString`, which cannot wait for one, as you await `loadDateTimeSupport()`.
 */
export async function loadElementComponents(): Promise<void> {
  await Promise.all(
    Object.values(elementComponents).map((Component) =>
      isOnDemandComponent(Component) ? Component.load() : undefined,
    ),
  );
}
