/**
 * The submit cycle every account form shares: check the input with its schema (the error goes under
 * its input, or over the form when the form has no such input), then run the house call with the
 * parsed value while the form is busy; a refusal goes under the input it names, or over the form.
 */
import { useState } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import { check } from '../../../schemas/validate.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { fieldMessage, fromFailure, type FieldErrors, type FieldMessages } from './errors.ts';

type Options = {
  /** The inputs the form shows. */
  readonly fields: readonly string[];
  /** Called with every set of input errors shown (e.g. to go back to the step that holds them). */
  readonly onErrors?: (errors: FieldErrors) => void;
  /** The form's own words for some fields' errors. */
  readonly messages?: FieldMessages;
};

export function useFormSubmit({ fields, onErrors, messages }: Options) {
  const { LL } = useI18nContext();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (next: FieldErrors, form: string | null) => {
    setErrors(next);
    setFormError(form);
    if (Object.keys(next).length > 0) onErrors?.(next);
  };

  async function submit<const S extends GenericSchema>(schema: S, input: unknown, action: (value: InferOutput<S>) => Promise<void>): Promise<void> {
    const parsed = check(schema, input);
    if (!parsed.ok) {
      const field = parsed.error.field.split('.')[0] ?? parsed.error.field;
      const message = messages?.(field, 'invalid') ?? fieldMessage(LL, field, 'invalid');
      return fields.includes(field) ? show({ [field]: message }, null) : show({}, message);
    }
    show({}, null);
    setBusy(true);
    try {
      await action(parsed.value);
    } catch (error) {
      const shown = fromFailure(LL, error, fields, messages);
      show(shown.fields, shown.form);
    } finally {
      setBusy(false);
    }
  }

  return { errors, formError, busy, submit };
}
