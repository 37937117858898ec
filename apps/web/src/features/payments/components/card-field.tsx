import { type ComponentProps, type Ref, useId } from 'react';

type CardFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Why the value is not accepted: shown under the field, which is then marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * One field of the card form: a plain label above the input (never over its placeholder or its
 * value) and, when there is one, the field's error under it, tied to the input.
 */
export function CardField({ label, error, className = '', ...input }: CardFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
