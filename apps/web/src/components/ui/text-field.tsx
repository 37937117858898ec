import { type ComponentProps, useId } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The reason the value is not accepted, shown under the field and announced with it. */
  error?: string | undefined;
};

/** A labelled input (daisyUI floating label) with its validation message. */
export function TextField({ label, error, className = '', ...input }: TextFieldProps) {
  const errorId = useId();
  return (
    <div className={className}>
      <label className="floating-label block">
        <span>{label}</span>
        <input
          placeholder={label}
          className={`input w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
