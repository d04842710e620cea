import { SelectControl } from '../../components/form-controls.js';
import type { FieldEditor, FieldEditorProps } from '../../inspector/field-editor.js';

const scaleChoices = [
  { value: 'stars', label: 'Stars (1 to max)' },
  { value: 'nps', label: 'Net Promoter Score (0 to 10)' },
] as const;

function RatingScaleField({ element, update, issueAt }: FieldEditorProps) {
  // An nps rating refuses a max and a stars default may be off its scale, so both go with a switch.
  const switchTo = (scale: string) => update({ scale, max: undefined, defaultValue: undefined });
  return (
    <SelectControl
      label="Scale"
      wireName="scale"
      hint="Stars, or the 0–10 question of a Net Promoter Score."
      value={element.scale === 'nps' ? 'nps' : 'stars'}
      choices={scaleChoices}
      error={issueAt('scale')}
      onChange={switchTo}
    />
  );
}

/** The rating's scale, stars or nps. */
export const ratingScaleField: FieldEditor<'scale'> = { key: 'scale', Editor: RatingScaleField };
