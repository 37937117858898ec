import { type ComponentProps, useId } from 'react';
import { useFieldErrorWords } from '@/lib/field-errors.ts';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The reason the value is not accepted, shown under the field and announced with it. */
  error?: string | undefined;
  /** What to write there, under the field and announced with it. */
  hint?: string | undefined;
};

/** A labelled input (daisyUI floating label) with its hint and validation message (in the page's language). */
export function TextField({ label, error: message, hint, className = '', ...input }: TextFieldProps) {
  const error = useFieldErrorWords()(message ?? '');
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="floating-label block">
        <span>{label}</span>
        <input
          placeholder={label}
          className={`input w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-base-content/70 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
