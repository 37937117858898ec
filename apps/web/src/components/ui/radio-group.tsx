import { type ReactNode, useId } from 'react';

interface RadioGroupProps<Value extends string> {
  legend: string;
  legendClassName: string;
  /** How the choices are laid out (a column, a row that wraps). */
  className: string;
  value: Value;
  onChange: (value: Value) => void;
  choices: readonly { value: Value; label: ReactNode }[];
}

/** A fieldset of radio buttons under one legend, each 44 px tall to hit, its words beside it. */
export function RadioGroup<Value extends string>({
  legend,
  legendClassName,
  className,
  value,
  onChange,
  choices,
}: RadioGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className={className}>
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
