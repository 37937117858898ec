import { fromMajor, toMajorText } from '@bistro/contract/money';
import { type OptionGroupAdmin, type OptionGroupInput, optionGroupInputSchema } from '@bistro/contract/options';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';

/** The form's fields as typed: numbers and prices are text until they are checked. */
interface FormValues {
  name: string;
  min: string;
  max: string;
  choices: { id?: string | undefined; name: string; price: string; default: boolean }[];
}

const blankChoice = { name: '', price: '0', default: false };

function toFormValues(group: OptionGroupAdmin | undefined): FormValues {
  if (!group) return { name: '', min: '0', max: '1', choices: [{ ...blankChoice }] };
  return {
    name: group.name,
    min: String(group.min),
    max: String(group.max),
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      price: toMajorText(fromMajor(choice.price)),
      default: choice.default,
    })),
  };
}

interface OptionGroupFormProps {
  /** The group being changed; none: a new one. */
  group?: OptionGroupAdmin;
  onSave: (group: OptionGroupInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * An option group's name, how many of its choices go with a dish (at least, at most), and its
 * choices in order: name, what it adds in dollars, whether it is chosen to start with. Checked
 * with the API's own schema before it is sent; its messages name the field.
 */
export function OptionGroupForm({ group, onSave, onCancel }: OptionGroupFormProps) {
  const ids = useId();
  const { register, control, handleSubmit, formState } = useForm<FormValues>({ defaultValues: toFormValues(group) });
  const { fields, append, remove } = useFieldArray({ control, name: 'choices' });
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const parsed = optionGroupInputSchema.safeParse({
      name: values.name,
      min: Number(values.min),
      max: Number(values.max),
      choices: values.choices.map((choice) => ({
        ...(choice.id ? { id: choice.id } : {}),
        name: choice.name,
        price: Number(choice.price.replace(',', '.')),
        default: choice.default,
      })),
    });
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setProblems([]);
    try {
      await onSave(parsed.data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The option group was not saved.');
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded bg-base-100 p-4 shadow"
      aria-label={group ? `Change ${group.name}` : 'New option group'}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="sm:col-span-3">
          <span className="label mb-1">Group name *</span>
          <input className="input w-full" {...register('name')} />
        </label>
        <label>
          <span className="label mb-1">At least (0: optional)</span>
          <input className="input w-full" inputMode="numeric" {...register('min')} />
        </label>
        <label>
          <span className="label mb-1">At most</span>
          <input className="input w-full" inputMode="numeric" {...register('max')} />
        </label>
      </div>
      <fieldset>
        <legend className="font-semibold">Choices</legend>
        <ol className="mt-2 space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-end gap-3">
              <label className="min-w-40 flex-1">
                <span className="label mb-1">Choice {index + 1} name</span>
                <input className="input w-full" {...register(`choices.${index}.name`)} />
              </label>
              <label className="w-32">
                <span className="label mb-1">Adds ($)</span>
                <input className="input w-full" inputMode="decimal" {...register(`choices.${index}.price`)} />
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="checkbox" {...register(`choices.${index}.default`)} />
                Chosen to start with
              </label>
              <button
                type="button"
                className="btn btn-ghost min-h-11"
                onClick={() => remove(index)}
                disabled={fields.length === 1}
              >
                Remove choice {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-outline btn-sm mt-3 min-h-11"
          onClick={() => append({ ...blankChoice })}
        >
          Add a choice
        </button>
      </fieldset>
      {problems.length > 0 && (
        <ul id={`${ids}-problems`} role="alert" className="alert alert-error flex-col items-start">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary min-h-11" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save option group'}
        </button>
        <button type="button" className="btn btn-secondary min-h-11" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
