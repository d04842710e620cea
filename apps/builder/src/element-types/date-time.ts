import {
  createDateTimeValueField,
  submittedFormatField,
  timeZoneField,
} from '../components/inspector/date-time-fields.js';
import { elementIdField } from '../components/inspector/element-id-field.js';
import {
  createChoiceField,
  createStringField,
  optionalField,
} from '../components/inspector/simple-fields.js';
import { defineElementInspector } from './element-inspector-definition.js';

/** The builder's dateTime: its name and its inspector fields. */
export const dateTimeInspector = defineElementInspector({
  type: 'dateTime',
  name: 'Date / time',
  fields: [
    elementIdField,
    createStringField('label', 'Label'),
    optionalField,
    createChoiceField('mode', 'Mode', ['date', 'time', 'dateTime']),
    createDateTimeValueField('defaultValue', 'Default value'),
    createDateTimeValueField('from', 'Earliest (from)'),
    createDateTimeValueField('to', 'Latest (to)'),
    timeZoneField,
    submittedFormatField,
  ],
});
