import { Disclosure, DisclosureContent, DisclosureProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
import { useState } from 'react';

import type { FieldEditor, InspectorSection } from './field-editor.js';
import { defaultInspectorSection, inspectorSections } from './field-editor.js';

const sectionTitles: Record<InspectorSection, string> = {
  content: 'Content',
  answer: 'Answer',
  behaviour: 'Behaviour',
  advanced: 'Advanced',
};

/** An element type's fields by section, in the sections' order; a section without fields is left out. */
export function groupFieldsBySection(
  fields: readonly FieldEditor[],
): { section: InspectorSection; fields: FieldEditor[] }[] {
  return inspectorSections
    .map((section) => ({
      section,
      fields: fields.filter((field) => (field.section ?? defaultInspectorSection) === section),
    }))
    .filter((group) => group.fields.length > 0);
}

/**
 * Which sections the author has closed. Kept by the inspector rather than by each element, so a
 * section closed once stays closed while the author moves between elements.
 */
export function useClosedSections() {
  const [closed, setClosed] = useState<ReadonlySet<InspectorSection>>(new Set());
  const setOpen = (section: InspectorSection, open: boolean) =>
    setClosed((current) => {
      const next = new Set(current);
      if (open) next.delete(section);
      else next.add(section);
      return next;
    });
  return { closed, setOpen };
}

/**
 * One section of the inspector: a heading that opens and closes it (Ariakit's disclosure, so Enter
 * and Space work and `aria-expanded` says its state) over its fields. A section holding an error
 * stays open, so that no error is ever hidden from the author.
 */
export function InspectorFieldSection({
  section,
  open,
  hasError,
  onOpenChange,
  children,
}: {
  section: InspectorSection;
  open: boolean;
  hasError: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DisclosureProvider open={open || hasError} setOpen={onOpenChange}>
      <div className="inspector-field-section" data-section={section}>
        <h3>
          <Disclosure className="inspector-section-toggle">{sectionTitles[section]}</Disclosure>
        </h3>
        <DisclosureContent unmountOnHide>{children}</DisclosureContent>
      </div>
    </DisclosureProvider>
  );
}
