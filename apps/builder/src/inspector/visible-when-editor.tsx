import { isInputElement, type VisibleWhen } from '@chatforms/core';

import { CheckControl, SelectControl, TextControl } from '../components/form-controls.js';
import { useEditorContext } from '../state/editor-context.js';
import type { FieldEditorProps } from './field-editor.js';

type Condition = 'equals' | 'oneOf' | 'notEmpty';

/** An element as the editor reads it: any draft, however incomplete. */
type DraftElement = Record<string, unknown>;

const conditionChoices = [
  { value: 'equals', label: 'is' },
  { value: 'oneOf', label: 'is one of' },
  { value: 'notEmpty', label: 'is answered' },
];

/** The rule as the editor can show it: a draft may hold anything under visibleWhen. */
function readRule(element: DraftElement): Partial<VisibleWhen> | undefined {
  const rule = element.visibleWhen;
  if (typeof rule !== 'object' || rule === null) return undefined;
  const { elementId, equals, oneOf, notEmpty } = rule as Record<string, unknown>;
  return {
    elementId: typeof elementId === 'string' ? elementId : undefined,
    equals: typeof equals === 'string' ? equals : undefined,
    oneOf: Array.isArray(oneOf) ? oneOf.filter((value) => typeof value === 'string') : undefined,
    notEmpty: notEmpty === true ? true : undefined,
  } as Partial<VisibleWhen>;
}

function readCondition(rule: Partial<VisibleWhen>): Condition {
  if (rule.oneOf !== undefined) return 'oneOf';
  return rule.notEmpty === true ? 'notEmpty' : 'equals';
}

function readOptions(element: DraftElement | undefined): { value: string; label: string }[] {
  if (!Array.isArray(element?.options)) return [];
  return (element.options as ({ value?: unknown; label?: unknown } | null)[]).flatMap((option) =>
    typeof option?.value === 'string'
      ? [
          {
            value: option.value,
            label: typeof option.label === 'string' ? option.label : option.value,
          },
        ]
      : [],
  );
}

function describeElement(element: DraftElement): string {
  const label =
    typeof element.label === 'string' && element.label !== '' ? `${element.label} ` : '';
  return `${label}(${String(element.elementId)})`;
}

/** The rule a new condition starts as, keeping the deciding element. */
function startRule(
  elementId: string,
  condition: Condition,
  options: { value: string }[],
): VisibleWhen {
  if (condition === 'notEmpty') return { elementId, notEmpty: true };
  const first = options[0]?.value ?? '';
  return condition === 'oneOf' ? { elementId, oneOf: [first] } : { elementId, equals: first };
}

/** The value part of a rule: the deciding element's options where it has them, else text. */
function RuleValueEditor({
  rule,
  options,
  setRule,
}: {
  rule: VisibleWhen;
  options: { value: string; label: string }[];
  setRule: (rule: VisibleWhen) => void;
}) {
  if (rule.notEmpty === true) return null;
  if (rule.oneOf !== undefined && options.length > 0)
    return (
      <fieldset className="control">
        <legend>Values that show it</legend>
        {options.map((option) => (
          <CheckControl
            key={option.value}
            label={option.label}
            checked={rule.oneOf?.includes(option.value) ?? false}
            onChange={(checked) =>
              setRule({
                ...rule,
                oneOf: options
                  .map(({ value }) => value)
                  .filter((value) =>
                    value === option.value ? checked : rule.oneOf?.includes(value),
                  ),
              })
            }
          />
        ))}
      </fieldset>
    );
  if (rule.oneOf !== undefined)
    return (
      <TextControl
        label="Values that show it"
        wireName="visibleWhen.oneOf"
        hint="Separate them with commas."
        value={rule.oneOf.join(', ')}
        onChange={(text) =>
          setRule({ ...rule, oneOf: text.split(',').map((value) => value.trim()) })
        }
      />
    );
  if (options.length > 0)
    return (
      <SelectControl
        label="Value that shows it"
        wireName="visibleWhen.equals"
        value={rule.equals ?? ''}
        choices={options}
        onChange={(equals) => setRule({ ...rule, equals })}
      />
    );
  return (
    <TextControl
      label="Value that shows it"
      wireName="visibleWhen.equals"
      value={rule.equals ?? ''}
      onChange={(equals) => setRule({ ...rule, equals })}
    />
  );
}

/**
 * Edits an input's `visibleWhen`: which earlier input decides, the condition, and the value from
 * that input's options when it has them. Self-contained, so it can sit in any inspector section.
 */
export function VisibleWhenEditor({ element, update, issueAt }: FieldEditorProps) {
  const { state } = useEditorContext();
  const fields = state.present.data.interactiveData.formFields as DraftElement[];
  const index = fields.findIndex((field) => field.elementId === element.elementId);
  // Only earlier inputs may decide: the reader meets the cause first, and no rule can loop.
  const earlier = fields
    .slice(0, Math.max(index, 0))
    .filter((field) => isInputElement(field as { elementType: string }));
  const rule = readRule(element);
  const decidingId = typeof rule?.elementId === 'string' ? rule.elementId : '';
  const deciding = fields.find((field) => field.elementId === decidingId);
  const options = readOptions(deciding);
  const setRule = (next: VisibleWhen | undefined) => update({ visibleWhen: next }, 'visibleWhen');
  const choices = [
    { value: '', label: 'Always shown' },
    ...earlier.map((field) => ({ value: String(field.elementId), label: describeElement(field) })),
  ];
  // A rule naming an element no longer earlier stays choosable, so the author sees what it says.
  if (decidingId !== '' && !choices.some((choice) => choice.value === decidingId))
    choices.push({ value: decidingId, label: `${decidingId} (not an earlier input)` });
  return (
    <div className="visible-when-editor">
      <SelectControl
        label="Show only when"
        wireName="visibleWhen.elementId"
        hint="Hidden, the field is neither required nor sent. The chat service's stock kits ignore this and always show it."
        value={decidingId}
        choices={choices}
        error={issueAt('visibleWhen')}
        onChange={(elementId) => {
          const nextOptions = readOptions(fields.find((field) => field.elementId === elementId));
          setRule(
            elementId === ''
              ? undefined
              : startRule(
                  elementId,
                  rule === undefined ? 'equals' : readCondition(rule),
                  nextOptions,
                ),
          );
        }}
      />
      {rule === undefined || decidingId === '' ? null : (
        <>
          <SelectControl
            label="Condition"
            value={readCondition(rule)}
            choices={conditionChoices}
            onChange={(condition) =>
              setRule(startRule(decidingId, condition as Condition, options))
            }
          />
          <RuleValueEditor rule={rule as VisibleWhen} options={options} setRule={setRule} />
        </>
      )}
    </div>
  );
}

/** A short line for the canvas: when the element shows, or nothing for an element always shown. */
function describeVisibleWhen(element: DraftElement): string | undefined {
  const rule = readRule(element);
  if (rule === undefined || typeof rule.elementId !== 'string') return undefined;
  if (rule.notEmpty === true) return `shown when ${rule.elementId} is answered`;
  if (rule.oneOf !== undefined)
    return `shown when ${rule.elementId} is one of ${rule.oneOf.join(', ')}`;
  return `shown when ${rule.elementId} is ${rule.equals ?? ''}`;
}

/** The canvas badge of an element a rule may hide. */
export function VisibleWhenBadge({ element }: { element: DraftElement }) {
  const text = describeVisibleWhen(element);
  return text === undefined ? null : <span className="canvas-condition">{text}</span>;
}
