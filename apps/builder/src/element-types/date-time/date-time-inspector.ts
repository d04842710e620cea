import { elementIdField } from '../../inspector/element-id-field.js';
import { labelField, optionalField } from '../../inspector/simple-fields.js';
import { defineElementInspector } from '../element-inspector-definition.js';
import { modeField, timeZoneField } from './date-time-fields.js';
import { submittedFormatField } from './date-time-format-field.js';
import { createDateTimeValueField } from './date-time-value-field.js';

/** The builder's dateTime: its name and its inspector fields. */
export const dateTimeInspector = defineElementInspector({
  type: 'dateTime',
  name: 'Date / time',
  fields: [
    elementIdField,
    labelField,
    optionalField,
    modeField,
    timeZoneField,
    createDateTimeValueField(
      'defaultValue',
      'Default value',
      'Already picked when the form opens.',
    ),
    createDateTimeValueField('from', 'Earliest (from)', 'Nothing before this can be picked.'),
    createDateTimeValueField('to', 'Latest (to)', 'Nothing after this can be picked.'),
    submittedFormatField,
  ],
});
