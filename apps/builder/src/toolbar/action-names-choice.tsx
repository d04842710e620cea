import type { ActionNames } from '@chatforms/core';
import { actionTypes, findActionDefinition, getActionTypeName } from '@chatforms/core';
import { useId } from 'react';

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function listNames(names: ActionNames): string {
  const renamed = actionTypes.filter((type) => getActionTypeName(type, 'kit') !== type);
  return joinNames(renamed.map((type) => getActionTypeName(type, names)));
}

/**
 * How exports and sends write action types: the spec's names or the deployed kits' names, with what
 * each kit does with each, as the action type definitions say.
 */
export function ActionNamesChoice({
  actionNames,
  onChange,
}: {
  actionNames: ActionNames;
  onChange: (actionNames: ActionNames) => void;
}) {
  const name = useId();
  const definitions = actionTypes.map((type) => findActionDefinition(type)!);
  const oneName = definitions.filter((definition) => definition.kitName === undefined);
  const choices: [ActionNames, string][] = [
    ['spec', `The spec's names (${listNames('spec')})`],
    ['kit', `The kits' names (${listNames('kit')})`],
  ];
  return (
    // A short legend: a long one wrapped across the fieldset's border in the 330 px column.
    <fieldset className="action-names-choice" aria-describedby={`${name}-used`}>
      <legend>Action names</legend>
      <p id={`${name}-used`} className="control-hint">
        Used in the JSON, cURL, TypeScript and sent messages.
      </p>
      {choices.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={actionNames === value}
            onChange={() => onChange(value)}
          />
          {label}
        </label>
      ))}
      <ul className="action-names-notes">
        {definitions
          .filter((definition) => definition.kitNote !== undefined)
          .map((definition) => (
            <li key={definition.type}>
              <code>{definition.type}</code>: {definition.kitNote}
            </li>
          ))}
        <li>{joinNames(oneName.map((definition) => definition.type))} have one name everywhere.</li>
      </ul>
    </fieldset>
  );
}
