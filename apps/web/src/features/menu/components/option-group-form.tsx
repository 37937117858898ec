import { fromMajor, toMajorText } from '@bistro/contract/money';
import { type OptionGroupAdmin, type OptionGroupInput, optionGroupInputSchema } from '@bistro/contract/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

/** A number box as typed: its text read as a number, for the contract's schema to check. */
const typedNumber = z
  .string()
  .trim()
  .transform((text) => Number(text.replace(',', '.')));

/** The form's fields as typed (numbers and prices are text), read into the API's group and checked by its schema. */
const optionGroupFormSchema = z
  .object({
    name: z.string(),
    min: typedNumber,
    max: typedNumber,
    // Optional as the contract's own fields are (its defaults apply): what is piped in must fit it.
    choices: z.array(
      z.object({
        id: z.string().optional(),
        name: z.string(),
        price: typedNumber.optional(),
        default: z.boolean().optional(),
      }),
    ),
  })
  .pipe(optionGroupInputSchema);
type FormValues = z.input<typeof optionGroupFormSchema>;

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
 * with the API's own schema before it is sent; each message is shown at its field, the group's
 * rules on its choices under them.
 */
export function OptionGroupForm({ group, onSave, onCancel }: OptionGroupFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, OptionGroupInput>({
    resolver: zodResolver(optionGroupFormSchema),
    defaultValues: toFormValues(group),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'choices' });

  const submit = handleSubmit(async (checked) => {
    try {
      await onSave(checked);
    } catch (error) {
      setError('root.refused', {
        message: error instanceof Error ? error.message : 'The option group was not saved.',
      });
    }
  });
  const choicesProblem = errors.choices?.message ?? errors.choices?.root?.message;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded bg-base-100 p-4 shadow"
      aria-label={group ? `Change ${group.name}` : 'New option group'}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField className="sm:col-span-3" label="Group name *" error={errors.name?.message} {...register('name')} />
        <TextField
          label="At least (0: optional)"
          inputMode="numeric"
          error={errors.min?.message}
          {...register('min')}
        />
        <TextField label="At most" inputMode="numeric" error={errors.max?.message} {...register('max')} />
      </div>
      <fieldset>
        <legend className="font-semibold">Choices</legend>
        <ol className="mt-2 space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-start gap-3">
              <TextField
                className="min-w-40 flex-1"
                label={`Choice ${index + 1} name`}
                error={errors.choices?.[index]?.name?.message}
                {...register(`choices.${index}.name`)}
              />
              <TextField
                className="w-32"
                label="Adds ($)"
                inputMode="decimal"
                error={errors.choices?.[index]?.price?.message}
                {...register(`choices.${index}.price`)}
              />
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
        {choicesProblem && (
          <p role="alert" className="mt-2 text-error text-sm">
            {choicesProblem}
          </p>
        )}
      </fieldset>
      <FormAlert>{errors.root?.refused?.message ?? null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <PendingButton className="btn btn-primary min-h-11" pending={isSubmitting} pendingLabel="Saving…">
          Save option group
        </PendingButton>
        <button type="button" className="btn btn-secondary min-h-11" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
