import { useState } from 'react';

import { EditCanvas } from './edit-canvas.js';
import { PreviewPanel } from './preview-panel.js';
import { RadioChoices } from './radio-choices.js';

type CanvasMode = 'edit' | 'try';

const modes: { value: CanvasMode; label: string }[] = [
  { value: 'edit', label: 'Edit' },
  { value: 'try', label: 'Try it' },
];

/** The builder's main canvas: the message to edit in place, or to try as its receivers would. */
export function MessageCanvas() {
  const [mode, setMode] = useState<CanvasMode>('edit');
  return (
    <div className="message-canvas">
      <RadioChoices
        legend="Canvas"
        name="canvas-mode"
        choices={modes}
        value={mode}
        onChange={setMode}
      />
      {mode === 'edit' ? <EditCanvas /> : <PreviewPanel />}
    </div>
  );
}
