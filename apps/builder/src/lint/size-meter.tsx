import { messageLimits } from '@chatforms/core';
import { useId } from 'react';

/** The live payload meter against the 10 KB limit of `data`. */
export function SizeMeter({ bytes }: { bytes: number }) {
  const id = useId();
  const limit = messageLimits.dataBytes;
  return (
    <div className="size-meter" data-over={bytes > limit || undefined}>
      <label htmlFor={id}>Payload</label>
      <meter
        id={id}
        min={0}
        max={limit}
        low={limit * 0.6}
        high={limit * 0.8}
        optimum={0}
        value={bytes}
      />
      <span>
        {(bytes / 1024).toFixed(1)} KB of {limit / 1024} KB
      </span>
    </div>
  );
}
