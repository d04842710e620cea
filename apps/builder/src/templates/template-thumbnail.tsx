import type { FormMessageInput } from '@chatforms/core';
import { InteractiveForm } from '@chatforms/react';

/**
 * A template drawn small by the real renderer. It is a picture of the button beside it: inert (no
 * focus, no clicks) and hidden from assistive technology, which reads the button's name instead.
 */
export function TemplateThumbnail({ message }: { message: FormMessageInput }) {
  return (
    <div className="template-thumbnail" aria-hidden="true" inert>
      <div className="template-thumbnail-scale">
        <InteractiveForm message={message} readOnly />
      </div>
    </div>
  );
}
