import type { TestOutcome } from './rewrite-for-test-submit.js';

const outcomes: { value: TestOutcome; label: string }[] = [
  { value: 'success', label: 'Success' },
  { value: 'failure', label: 'Failure (500)' },
  { value: 'delay', label: 'Slow (3 s)' },
  { value: 'fieldErrors', label: 'Field errors' },
];

/** Chooses how the sandbox answers the preview's test submits. */
export function TestSubmitControl({
  outcome,
  onChange,
}: {
  outcome: TestOutcome;
  onChange: (outcome: TestOutcome) => void;
}) {
  return (
    <fieldset className="test-submit">
      <legend>Test submit answers with</legend>
      {outcomes.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name="test-outcome"
            value={choice.value}
            checked={outcome === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
