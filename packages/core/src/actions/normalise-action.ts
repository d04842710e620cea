import { createIssue, type JsonPath } from '../issue.js';
import {
  describeValue,
  findCanonicalType,
  isJsonObject,
  type NormaliseReport,
} from '../normalise-report.js';
import { defaultActionRegistry } from './action-registry.js';

/** Renames action aliases (`custom`, `deepLinking`, a `type` key) and upper-cases the method. */
export function normaliseAction(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isJsonObject(raw)) return raw;
  const action = { ...raw };
  if (action.type !== undefined && action.actionType === undefined) {
    action.actionType = action.type;
    delete action.type;
    report.warnings.push(
      createIssue(
        [...path, 'type'],
        'renamed_key',
        'the action type was given as "type"; renamed to "actionType"',
      ),
    );
  }
  const canonical =
    typeof action.actionType === 'string'
      ? findCanonicalType(action.actionType, defaultActionRegistry.list())
      : undefined;
  if (canonical !== undefined && canonical !== action.actionType) {
    report.warnings.push(
      createIssue(
        [...path, 'actionType'],
        'renamed_alias',
        `actionType ${describeValue(action.actionType)} is an alias; renamed to "${canonical}"`,
      ),
    );
    action.actionType = canonical;
  }
  if (action.type !== undefined && typeof action.type === 'string') {
    const typeName = findCanonicalType(action.type, defaultActionRegistry.list()) ?? action.type;
    if (typeName === action.actionType) {
      delete action.type;
      report.warnings.push(
        createIssue([...path, 'type'], 'removed_key', 'the "type" key repeats actionType; removed'),
      );
    } else {
      report.errors.push(
        createIssue(
          [...path, 'type'],
          'action_type_mismatch',
          `type "${action.type}" disagrees with actionType ${describeValue(action.actionType)}`,
        ),
      );
    }
  }
  if (
    typeof action.method === 'string' &&
    action.method !== action.method.toUpperCase() &&
    action.method.trim() !== ''
  ) {
    report.warnings.push(
      createIssue(
        [...path, 'method'],
        'normalised_value',
        `method "${action.method}" upper-cased to "${action.method.toUpperCase()}"`,
      ),
    );
    action.method = action.method.toUpperCase();
  }
  return action;
}
