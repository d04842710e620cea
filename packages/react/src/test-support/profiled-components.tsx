import type { FormElement } from '@chatforms/core';
import { type ComponentType, Profiler, type ProfilerOnRenderCallback } from 'react';

import { elementComponents } from '../element-components.js';
import type { ElementComponents, ElementProps } from '../element-props.js';

/** Every element component wrapped in a Profiler named by elementId, counting re-renders per element. */
export function createProfiledComponents(updates: Map<string, number>): ElementComponents {
  const onRender: ProfilerOnRenderCallback = (id, phase) => {
    if (phase !== 'mount') updates.set(id, (updates.get(id) ?? 0) + 1);
  };
  const entries = Object.entries(elementComponents).map(([type, Component]) => {
    const Inner = Component as ComponentType<ElementProps<FormElement>>;
    function Profiled(props: ElementProps<FormElement>) {
      return (
        <Profiler id={props.element.elementId} onRender={onRender}>
          <Inner {...props} />
        </Profiler>
      );
    }
    return [type, Profiled];
  });
  return Object.fromEntries(entries) as ElementComponents;
}
