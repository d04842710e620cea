'use client';

import type { ButtonElement } from '@chatforms/core/renderer';
import { memo, useId } from 'react';

import type { ElementProps } from '../../element-props.js';
import { useButtonControl } from '../../use-button-control.js';

/**
 * A button that runs its action. It stays focusable while busy or used (`aria-disabled`), so focus
 * is never dropped; a failure shows under it with a retry.
 */
export const ButtonField = memo(function ButtonField({ element }: ElementProps<ButtonElement>) {
  const control = useButtonControl(element);
  const errorId = useId();
  const unusableId = useId();
  const isBusy = control.status === 'submitting';
  const describedBy = [
    control.unusable === undefined ? undefined : unusableId,
    control.error === undefined ? undefined : errorId,
  ].filter((id) => id !== undefined);
  return (
    <div className="chatforms-action" data-state={control.status}>
      <button
        type={control.isSubmit ? 'submit' : 'button'}
        className={
          control.isSubmit ? 'chatforms-button chatforms-button-primary' : 'chatforms-button'
        }
        data-state={control.status}
        aria-disabled={control.disabled || undefined}
        aria-busy={isBusy || undefined}
        aria-describedby={describedBy.length === 0 ? undefined : describedBy.join(' ')}
        onClick={control.press}
        dir="auto"
      >
        {isBusy && <span className="chatforms-spinner" aria-hidden="true" />}
        {element.buttonText}
      </button>
      {control.unusable !== undefined && (
        <p id={unusableId} className="chatforms-action-note">
          {control.messages.unusableButton(control.unusable)}
        </p>
      )}
      {control.error !== undefined && (
        <div className="chatforms-action-error">
          <p id={errorId} role="alert">
            {control.error}
          </p>
          <button
            type="button"
            className="chatforms-button chatforms-retry"
            onClick={control.press}
          >
            {control.messages.retry}
          </button>
        </div>
      )}
    </div>
  );
});
