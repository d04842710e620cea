import { interactionGoalTypes } from '@chatforms/core';
import type { MessageSettingsPatch } from '@chatforms/core/editing';

import { getElementSummary } from '../components/element-summary.js';
import { CheckControl, SelectControl, TextControl } from '../components/form-controls.js';
import { readStrings, readText } from '../components/read-value.js';
import { listGoalButtonIds } from '../lint/goal-buttons.js';
import { useEditorContext } from '../state/editor-context.js';
import { findIssueMessage } from '../state/validate-draft.js';
import { interactionGoalTexts } from './goal-texts.js';
import { ObjectEditor } from './object-editor.js';
import { TagsEditor } from './tags-editor.js';

/** The message-level settings: title, submit button, completion text, goal, sender rule, tags, metadata. */
export function MessageSettings() {
  const { state, dispatch, issues } = useEditorContext();
  const message = state.present;
  const form = message.data.interactiveData;
  // With no goal written, the renderer completes the form on its submit button; show that.
  const savedGoal = message.data.interactionGoal ?? {
    type: 'anyOf',
    elementIds: [form.submitElement.elementId],
  };
  const goal = {
    type: interactionGoalTypes.find((type) => type === savedGoal.type) ?? 'anyOf',
    elementIds: readStrings(savedGoal.elementIds),
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
        wireName="title"
        hint="Shown in bold at the top of the form."
        value={readText(form.title)}
        error={issueAt(['data', 'interactiveData'], 'title')}
        onChange={(title) => update({ title: title === '' ? undefined : title }, 'title')}
      />
      <TextControl
        label="Completion text"
        wireName="goalCompletionText"
        hint="Replaces the form once its goal is reached; empty shows “Thank you for filling out the form.”"
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
        label="Done when"
        wireName="interactionGoal"
        hint={interactionGoalTexts[goal.type].help}
        value={goal.type}
        choices={interactionGoalTypes.map((type) => ({
          value: type,
          label: `${interactionGoalTexts[type].name} — ${type}`,
        }))}
        onChange={(type) =>
          update({ interactionGoal: { ...goal, type: type as typeof goal.type } })
        }
      />
      {goal.type === 'anyOf' || goal.type === 'allOf' ? (
        <fieldset className="control-group">
          <legend>Goal elements</legend>
          {listGoalButtonIds(form).map((id) => (
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
        wireName="allowSenderInteraction"
        hint="Lets the person who sent the form fill it in too, as when testing it on yourself."
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
        wireName="metadata"
        hint="Your own data carried with the message; the form does nothing with it."
        value={message.data.metadata ?? {}}
        onChange={(metadata) => update({ metadata }, 'metadata')}
      />
    </div>
  );
}
