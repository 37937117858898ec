import { promoCodeSchema } from '@bistro/contract/promo-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import type { BillChoicesState } from '../use-bill-choices.ts';

interface BillChoicesFieldsProps {
  choices: BillChoicesState;
  /** The tips the restaurant offers, in percent (none: the tip is not asked). */
  tipPresets: readonly number[];
}

/**
 * The tip (none, the restaurant's percentages, or an amount) and the promo code, above the bill
 * they change. The tip is a radio group; the code is applied only once the server has taken it,
 * and a refused code says why.
 */
export function BillChoicesFields({ choices, tipPresets }: BillChoicesFieldsProps) {
  const { tip, setTip } = choices;
  const amountId = useId();
  const t = useTranslate();
  return (
    <div className="space-y-4">
      {tipPresets.length > 0 && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-base">{t('bill.tip')}</legend>
          <div className="flex flex-wrap gap-2">
            <TipOption label={t('tip.none')} checked={tip.kind === 'none'} onChange={() => setTip({ kind: 'none' })} />
            {tipPresets.map((percent) => (
              <TipOption
                key={percent}
                label={t('tip.percent', { percent })}
                checked={tip.kind === 'percent' && tip.percent === percent}
                onChange={() => setTip({ kind: 'percent', percent })}
              />
            ))}
            <TipOption
              label={t('tip.other')}
              checked={tip.kind === 'amount'}
              onChange={() => setTip({ kind: 'amount', text: '' })}
            />
          </div>
          {tip.kind === 'amount' && (
            <label htmlFor={amountId} className="mt-2 flex items-center gap-2">
              <span>{t('tip.amount')}</span>
              <input
                id={amountId}
                className={`input input-sm w-32 ${choices.tipInvalid ? 'input-error' : ''}`}
                inputMode="decimal"
                value={tip.text}
                aria-invalid={choices.tipInvalid || undefined}
                onChange={(event) => setTip({ kind: 'amount', text: event.target.value })}
              />
              {choices.tipInvalid && <span className="text-error text-sm">{t('tip.invalid')}</span>}
            </label>
          )}
        </fieldset>
      )}
      {choices.promoCode ? (
        <p className="flex items-center justify-between gap-2" role="status">
          <span>{t('promo.applied', { code: choices.promoCode })}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={choices.removeCode}>
            {t('promo.remove')}
          </button>
        </p>
      ) : (
        <PromoCodeForm choices={choices} />
      )}
    </div>
  );
}

const promoCodeFormSchema = z.object({ code: promoCodeSchema });

/**
 * The promo code, written as the contract writes one (a code that cannot be one is said at the
 * field, unsent); the server's refusal of a well-written code is said under it.
 */
function PromoCodeForm({ choices }: { choices: BillChoicesState }) {
  const codeId = useId();
  const problemId = useId();
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof promoCodeFormSchema>, unknown, z.output<typeof promoCodeFormSchema>>({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues: { code: '' },
  });
  const problem = errors.code?.message ?? choices.codeRefusal;
  return (
    <form className="space-y-1" noValidate onSubmit={handleSubmit(({ code }) => choices.apply(code))}>
      <div className="flex items-end gap-2">
        <label htmlFor={codeId} className="flex grow flex-col gap-1">
          <span>{t('promo.code')}</span>
          <input
            id={codeId}
            className={`input w-full ${problem ? 'input-error' : ''}`}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            {...register('code')}
          />
        </label>
        <PendingButton className="btn" pending={choices.checkingCode} pendingLabel={t('promo.checking')}>
          {t('promo.apply')}
        </PendingButton>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-error text-sm">
          {problem}
        </p>
      )}
    </form>
  );
}

function TipOption({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className={`btn btn-sm relative ${checked ? 'btn-primary' : 'btn-outline'} has-focus-visible:outline-2`}>
      {/* Invisible over the whole button: a tap on the button is a tap on the radio. */}
      <input
        type="radio"
        name="tip"
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
