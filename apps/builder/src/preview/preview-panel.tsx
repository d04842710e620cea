import { InteractiveForm } from '@chatforms/react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';

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
  // One round per frame: a frame starts afresh when its round changes.
  const [rounds, setRounds] = useState<readonly number[]>(() => frames.map(() => 0));
  // The frames whose last test submit got an answer (or none): theirs belongs to the outcome chosen then.
  const answeredFrames = useRef(new Set<number>());
  const [locale, setLocale] = useState('');
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  const resetFrames = (reset: (index: number) => boolean) => {
    setRounds((previous) => previous.map((round, index) => (reset(index) ? round + 1 : round)));
    answeredFrames.current.clear();
  };
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
  const createRecordingFetch =
    (frameIndex: number): typeof fetch =>
    async (input, init) => {
      const own = !String(input).startsWith(window.location.origin);
      try {
        const response = await fetch(input, init);
        answeredFrames.current.add(frameIndex);
        setLastAnswer(describeTestAnswer(response, own));
        return response;
      } catch (error) {
        answeredFrames.current.add(frameIndex);
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
            setOutcome(next);
            // An answer on screen belongs to the old outcome and must not outlive it; a frame
            // still being filled in keeps what was typed, and its next submit gets the new one.
            const answered = new Set(answeredFrames.current);
            resetFrames((index) => answered.has(index));
            const label = outcomes.find((choice) => choice.value === next)?.label ?? next;
            setLastAnswer(`Test submits now answer with ${label}.`);
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
        <PreviewLocaleField
          locale={locale}
          onChange={setLocale}
          formLanguages={Object.keys(present.data.interactiveData.translations ?? {})}
        />
        <button type="button" onClick={() => resetFrames(() => true)}>
          Reset previews
        </button>
        <p role="status" className="preview-answer">
          {lastAnswer ?? 'Submits in the preview go to the embedded sandbox.'}
        </p>
      </div>
      <div className="preview-grid">
        {frames.map((frame, frameIndex) => (
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
                key={`${rounds[frameIndex]}:${defaultsKey}`}
                message={message}
                currentUserId={viewer === 'sender' ? previewSender : undefined}
                theme={frame.theme}
                locale={locale || undefined}
                // A chosen language brings its direction, except to the frame that shows right to left.
                dir={locale === '' || frame.dir === 'rtl' ? frame.dir : undefined}
                fetch={createRecordingFetch(frameIndex)}
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
