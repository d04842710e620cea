import { InteractiveForm } from '@chatforms/react';
import { useDeferredValue, useMemo, useState } from 'react';

import { useEditorContext } from '../state/editor-context.js';
import { PreviewLocaleField } from './preview-locale-field.js';
import { RadioChoices } from './radio-choices.js';
import { readDefaultsKey } from './read-defaults-key.js';
import type { TestOutcome } from './rewrite-for-test-submit.js';
import { rewriteForTestSubmit } from './rewrite-for-test-submit.js';
import { describeTestAnswer, TestEndpointField } from './test-endpoint-field.js';

const outcomes: { value: TestOutcome; label: string }[] = [
  { value: 'success', label: 'Success' },
  { value: 'failure', label: 'Failure (500)' },
  { value: 'delay', label: 'Slow (3 s)' },
  { value: 'fieldErrors', label: 'Field errors' },
  { value: 'endpoint', label: 'My endpoint' },
];

type Viewer = 'receiver' | 'sender';

const viewers: { value: Viewer; label: string }[] = [
  { value: 'receiver', label: 'Receiver' },
  { value: 'sender', label: 'Sender' },
];

// The preview's message comes from this uid; the sender view reads it as that user.
const previewSender = 'builder-preview-sender';

const frames = [
  { name: 'Light', theme: 'light', dir: 'ltr', phone: false },
  { name: 'Dark', theme: 'dark', dir: 'ltr', phone: false },
  { name: 'Right to left', theme: 'light', dir: 'rtl', phone: false },
  { name: 'Phone (360 px)', theme: 'light', dir: 'ltr', phone: true },
] as const;

/** The live preview: the real renderer in a chat bubble, four ways, with test submits to the sandbox. */
export function PreviewPanel() {
  const { state } = useEditorContext();
  const [outcome, setOutcome] = useState<TestOutcome>('success');
  const [endpoint, setEndpoint] = useState('');
  const [viewer, setViewer] = useState<Viewer>('receiver');
  const [locale, setLocale] = useState('');
  const [round, setRound] = useState(0);
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  // Typing in the inspector stays responsive: the four previews follow once React has time.
  const present = useDeferredValue(state.present);
  const message = useMemo(
    () => ({
      ...rewriteForTestSubmit(present, outcome, window.location.origin, endpoint),
      sender: previewSender,
    }),
    [present, outcome, endpoint],
  );
  const defaultsKey = useMemo(() => readDefaultsKey(present), [present]);
  const recordingFetch: typeof fetch = async (input, init) => {
    const own = !String(input).startsWith(window.location.origin);
    try {
      const response = await fetch(input, init);
      setLastAnswer(describeTestAnswer(response, own));
      return response;
    } catch (error) {
      setLastAnswer(`No answer from ${String(input)}: ${(error as Error).message}.`);
      throw error;
    }
  };
  return (
    <div className="preview-panel">
      <div className="preview-controls">
        <RadioChoices
          legend="Test submit answers with"
          name="test-outcome"
          choices={outcomes}
          value={outcome}
          onChange={(next) => {
            // The previews' answers belong to the old outcome: an old error must not outlive it.
            setOutcome(next);
            setRound((value) => value + 1);
          }}
        />
        {outcome === 'endpoint' ? (
          <TestEndpointField endpoint={endpoint} onChange={setEndpoint} />
        ) : null}
        <RadioChoices
          legend="Preview as"
          name="preview-viewer"
          choices={viewers}
          value={viewer}
          onChange={setViewer}
        />
        <PreviewLocaleField locale={locale} onChange={setLocale} />
        <button type="button" onClick={() => setRound((value) => value + 1)}>
          Reset previews
        </button>
        <p role="status" className="preview-answer">
          {lastAnswer ?? 'Submits in the preview go to the embedded sandbox.'}
        </p>
      </div>
      <div className="preview-grid">
        {frames.map((frame) => (
          <figure
            key={frame.name}
            className="preview-frame"
            data-theme={frame.theme}
            data-phone={frame.phone || undefined}
          >
            <figcaption>{frame.name}</figcaption>
            <div
              className="chat-bubble"
              dir={frame.dir}
              data-own={viewer === 'sender' || undefined}
            >
              <InteractiveForm
                key={`${round}:${defaultsKey}`}
                message={message}
                currentUserId={viewer === 'sender' ? previewSender : undefined}
                theme={frame.theme}
                locale={locale || undefined}
                // A chosen language brings its direction, except to the frame that shows right to left.
                dir={locale === '' || frame.dir === 'rtl' ? frame.dir : undefined}
                fetch={recordingFetch}
                onNavigate={(url) => setLastAnswer(`The button would open ${url} in a new tab.`)}
                onDeepLink={(url) => setLastAnswer(`The button would open the app link ${url}.`)}
                onCustomAction={(element, values) =>
                  setLastAnswer(
                    `The button “${element.buttonText}” would hand the chat app its customAction with ${JSON.stringify(values)}.`,
                  )
                }
              />
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}
