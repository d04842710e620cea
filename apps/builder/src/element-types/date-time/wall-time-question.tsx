import type { WallTimeDescription } from '@chatforms/core/date-time';

interface WallTimeQuestionProps {
  id: string;
  /** The wall value as the picker holds it. */
  wall: string;
  zone: string;
  description: WallTimeDescription;
  /** Stores a new text for the value. */
  onChoose: (text: string) => void;
}

function readClock(wall: string): string {
  return wall.slice(11, 16) || '00:00';
}

/**
 * Asks which of two instants a wall time on a fall-back day means, storing the answer with its
 * offset, and explains a wall time the clocks skip, offering the first time after the jump.
 */
export function WallTimeQuestion({ id, wall, zone, description, onChoose }: WallTimeQuestionProps) {
  if (description.status === 'unique') return null;
  const day = wall.slice(0, 10);
  if (description.status === 'skipped') {
    const next = description.nextValue;
    return (
      <div id={id} className="date-time-question" role="note">
        <p>
          {readClock(wall)} does not exist in {zone} on {day}: the clocks jump forward past it. The
          next time that exists is {readClock(next)} (GMT{description.offset}).
        </p>
        <button type="button" onClick={() => onChoose(wall.length === 10 ? day : next)}>
          Use {readClock(next)}
        </button>
      </div>
    );
  }
  const [earlier, later] = description.offsets;
  const choices = [
    {
      choice: 'earlier',
      offset: earlier,
      name: `The first ${readClock(wall)}, before the clocks go back (GMT${earlier})`,
    },
    {
      choice: 'later',
      offset: later,
      name: `The second ${readClock(wall)}, after the clocks go back (GMT${later})`,
    },
  ] as const;
  return (
    <fieldset id={id} className="date-time-question">
      <legend>
        {readClock(wall)} happens twice in {zone} on {day}. Which one?
      </legend>
      {choices.map(({ choice, offset, name }) => (
        <label key={choice}>
          <input
            type="radio"
            name={`${id}-choice`}
            checked={description.chosen === choice}
            onChange={() => onChoose(`${wall}${offset}`)}
          />{' '}
          {name}
        </label>
      ))}
      {description.chosen === undefined ? (
        <p className="control-hint">Until you choose, the first one is used.</p>
      ) : null}
    </fieldset>
  );
}
