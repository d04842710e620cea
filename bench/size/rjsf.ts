import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';

(globalThis as Record<string, unknown>).keep = [Form, validator];
