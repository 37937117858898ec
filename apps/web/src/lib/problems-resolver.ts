import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { problemNamingField, useFieldErrorWords } from './field-errors.ts';
import { type MessageId, type Translate, useTranslate } from './i18n.ts';

/**
 * A form's resolver that checks what its draft makes (`fromDraft`) with the contract's schema: a
 * good draft comes out as what the server takes; otherwise every problem, each naming its field
 * (`fieldAt`), is said in the page's language in one root error (`notSaved`, with `{problems}`),
 * above the form's button.
 */
export function useProblemsResolver<Draft extends FieldValues, Checked>(
  schema: ZodType<Checked>,
  fromDraft: (draft: Draft) => unknown,
  fieldAt: (path: readonly PropertyKey[], t: Translate) => string | undefined,
  notSaved: MessageId,
): Resolver<Draft, unknown, Checked> {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  return useMemo(
    () => (draft) => {
      const checked = schema.safeParse(fromDraft(draft));
      if (checked.success) return { values: checked.data, errors: {} };
      const problems = checked.error.issues
        .map((issue) => problemNamingField(issue.message, fieldAt(issue.path, t), t, fieldError))
        .join('; ');
      // The root error is every draft's; react-hook-form cannot type it for a generic one.
      const errors: FieldErrors = { root: { problems: { type: 'validate', message: t(notSaved, { problems }) } } };
      return { values: {}, errors: errors as FieldErrors<Draft> };
    },
    [schema, fromDraft, fieldAt, notSaved, t, fieldError],
  );
}
