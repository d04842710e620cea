import { modeField, timeZoneField } from '../components/inspector/date-time-fields.js';
import { submittedFormatField } from '../components/inspector/date-time-format-field.js';
import { createDateTimeValueField } from '../components/inspector/date-time-value-field.js';
import { elementIdField } from '../components/inspector/element-id-field.js';
import { labelField, optionalField } from '../components/inspector/simple-fields.js';
import { defineElementInspector } from './element-inspector-definition.js';

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
