import { interactionGoalTypes, listElementIds } from '@chatforms/core';
import type { MessageSettingsPatch } from '@chatforms/core/editing';

import { useEditorContext } from '../../state/editor-context.js';
import { findIssueMessage } from '../../state/validate-draft.js';
import { getElementSummary } from '../element-summary.js';
import { CheckControl, SelectControl, TextControl } from '../form-controls.js';
import { readStrings, readText } from '../read-value.js';
import { ObjectEditor } from './object-editor.js';
import { TagsEditor } from './tags-editor.js';

/** The message-level settings: title, submit button, completion text, goal, sender rule, tags, metadata. */
export function MessageSettings() {
  const { state, dispatch, issues } = useEditorContext();
  const message = state.present;
  const form = message.data.interactiveData;
  const savedGoal = message.data.interactionGoal;
  const goal = {
    type: interactionGoalTypes.find((type) => type === savedGoal?.type) ?? 'anyAction',
    elementIds: readStrings(savedGoal?.elementIds),
  };
  const goalIds = goal.elementIds;
  // Only ever called from event handlers; the time lets rapid typing coalesce into one undo step.
  const update = (patch: MessageSettingsPatch, coalesceKey?: string) =>
    // eslint-disable-next-line react-hooks/purity -- runs in event handlers, not during render
    dispatch({ type: 'updateSettings', patch, coalesceKey, at: Date.now() });
  const issueAt = (path: (string | number)[], key: string) => findIssueMessage(issues, path, key);
  const toggleGoalId = (id: string, checked: boolean) =>
    update({
      interactionGoal: {
        ...goal,
        elementIds: checked ? [...goalIds, id] : goalIds.filter((other) => other !== id),
      },
    });
  return (
    <div className="inspector-section">
      <h2 id="settings-heading">Form settings</h2>
      <TextControl
        label="Title"
        value={readText(form.title)}
        error={issueAt(['data', 'interactiveData'], 'title')}
        onChange={(title) => update({ title: title === '' ? undefined : title }, 'title')}
      />
      <TextControl
        label="Completion text"
        value={readText(form.goalCompletionText)}
        onChange={(text) =>
          update({ goalCompletionText: text === '' ? undefined : text }, 'goal-text')
        }
      />
      <button
        type="button"
        onClick={() => dispatch({ type: 'select', elementId: form.submitElement.elementId })}
      >
        Edit submit button “{getElementSummary(form.submitElement)}”
      </button>
      <SelectControl
        label="Interaction goal"
        value={goal.type}
        choices={interactionGoalTypes.map((type) => ({ value: type, label: type }))}
        onChange={(type) =>
          update({ interactionGoal: { ...goal, type: type as typeof goal.type } })
        }
      />
      {goal.type === 'anyOf' || goal.type === 'allOf' ? (
        <fieldset className="control-group">
          <legend>Goal elements</legend>
          {[...new Set(listElementIds(message.data.interactiveData))].map((id) => (
            <CheckControl
              key={id}
              label={id}
              checked={goalIds.includes(id)}
              onChange={(checked) => toggleGoalId(id, checked)}
            />
          ))}
        </fieldset>
      ) : null}
      <CheckControl
        label="Allow the sender to interact"
        checked={message.data.allowSenderInteraction === true}
        onChange={(allowSenderInteraction) => update({ allowSenderInteraction })}
      />
      <TagsEditor
        tags={readStrings(message.tags)}
        error={issueAt([], 'tags')}
        onChange={(tags) => update({ tags }, 'tags')}
      />
      <ObjectEditor
        label="Metadata (JSON)"
        value={message.data.metadata ?? {}}
        onChange={(metadata) => update({ metadata }, 'metadata')}
      />
    </div>
  );
}
