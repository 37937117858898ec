import { personNameSchema } from '@bistro/contract/identity';
import { format, fromMajor, money } from '@bistro/contract/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import type { Round } from '../use-round.ts';

/** The name is optional: left empty, the kitchen calls the table. */
const roundFormSchema = z.object({ name: z.union([z.literal(''), personNameSchema]) });
type RoundForm = z.infer<typeof roundFormSchema>;

interface RoundPanelProps {
  round: Round;
  /** Sends the round to the kitchen; throws the words that say why it was refused. */
  onSend: (name: string | undefined) => Promise<void>;
}

/**
 * The round being built on this phone: its dishes (more, fewer, none), the name the kitchen may
 * call, and Send the round. A refused round (a dish sold out meanwhile, the table closed) stays
 * as it was, with the reason.
 */
export function RoundPanel({ round, onSend }: RoundPanelProps) {
  const t = useTranslate();
  const headingId = useId();
  const nameId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<RoundForm>({ resolver: zodResolver(roundFormSchema), defaultValues: { name: '' } });
  const empty = round.lines.length === 0;
  const dishesCost = round.lines.reduce((total, line) => total + fromMajor(line.price).amount * line.quantity, 0);

  const submit = form.handleSubmit(async ({ name }) => {
    setRefusal(null);
    setSent(false);
    try {
      await onSend(name === '' ? undefined : name);
      round.clear();
      setSent(true);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('table.round.notSent'));
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded bg-base-200 p-4">
      <h2 id={headingId} className="font-display text-xl">
        {t('table.round.heading')}
      </h2>
      {empty ? (
        <p className="text-base-content/75">{t('table.round.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {round.lines.map((line) => (
            <li key={line.key} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {line.item.name}
                {line.choices.length > 0 && (
                  <span className="block text-base-content/75 text-sm">
                    {line.choices.map((choice) => choice.name).join(', ')}
                  </span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-square min-h-11 min-w-11"
                  aria-label={t('table.round.fewer', { dish: line.item.name })}
                  onClick={() => round.setQuantity(line.key, line.quantity - 1)}
                >
                  −
                </button>
                <span>
                  <span className="sr-only">{t('table.round.quantity', { dish: line.item.name })}: </span>
                  {line.quantity}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-square min-h-11 min-w-11"
                  aria-label={t('table.round.more', { dish: line.item.name })}
                  onClick={() => round.setQuantity(line.key, line.quantity + 1)}
                >
                  +
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {!empty && <p className="text-end">{t('table.round.dishes', { amount: format(money(dishesCost)) })}</p>}
      <form onSubmit={submit} noValidate className="space-y-3">
        <label htmlFor={nameId} className="fieldset">
          <span className="fieldset-legend">{t('table.round.name')}</span>
          <input
            id={nameId}
            className="input w-full"
            autoComplete="given-name"
            aria-invalid={form.formState.errors.name ? true : undefined}
            {...form.register('name')}
          />
          <span className="label">{t('table.round.nameHint')}</span>
        </label>
        {form.formState.errors.name && <p className="text-error">{t('table.round.nameInvalid')}</p>}
        <FormAlert>{refusal}</FormAlert>
        <PendingButton
          pending={form.formState.isSubmitting}
          pendingLabel={t('table.round.sending')}
          disabled={empty}
          className="btn btn-primary w-full"
        >
          {t('table.round.send')}
        </PendingButton>
        {sent && (
          <p role="status" className="alert alert-success alert-soft">
            {t('table.round.sent')}
          </p>
        )}
      </form>
    </section>
  );
}
