import type { ComponentProps, ReactNode } from 'react';

interface CheckboxGroupProps {
  legend: string;
  legendClassName: string;
  /** How the boxes are laid out (a row that wraps, a grid). */
  className: string;
  /** Each box: its value, its words, and what its input takes besides (a form's register, a name). */
  options: readonly { value: string; label: ReactNode; input: ComponentProps<'input'> }[];
}

/** A fieldset of checkboxes under one legend, each 44 px tall to hit, its words beside it. */
export function CheckboxGroup({ legend, legendClassName, className, options }: CheckboxGroupProps) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className={className}>
        {options.map(({ value, label, input }) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input type="checkbox" className="checkbox" value={value} {...input} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
