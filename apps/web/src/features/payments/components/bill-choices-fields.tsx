import { useId, useState } from 'react';
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
  const [code, setCode] = useState('');
  const amountId = useId();
  const codeId = useId();
  const refusalId = useId();
  return (
    <div className="space-y-4">
      {tipPresets.length > 0 && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-base">Tip</legend>
          <div className="flex flex-wrap gap-2">
            <TipOption label="No tip" checked={tip.kind === 'none'} onChange={() => setTip({ kind: 'none' })} />
            {tipPresets.map((percent) => (
              <TipOption
                key={percent}
                label={`${percent} %`}
                checked={tip.kind === 'percent' && tip.percent === percent}
                onChange={() => setTip({ kind: 'percent', percent })}
              />
            ))}
            <TipOption
              label="Other amount"
              checked={tip.kind === 'amount'}
              onChange={() => setTip({ kind: 'amount', text: '' })}
            />
          </div>
          {tip.kind === 'amount' && (
            <label htmlFor={amountId} className="mt-2 flex items-center gap-2">
              <span>Tip amount</span>
              <input
                id={amountId}
                className={`input input-sm w-32 ${choices.tipInvalid ? 'input-error' : ''}`}
                inputMode="decimal"
                value={tip.text}
                aria-invalid={choices.tipInvalid || undefined}
                onChange={(event) => setTip({ kind: 'amount', text: event.target.value })}
              />
              {choices.tipInvalid && <span className="text-error text-sm">Write an amount, e.g. 5.00</span>}
            </label>
          )}
        </fieldset>
      )}
      {choices.promoCode ? (
        <p className="flex items-center justify-between gap-2" role="status">
          <span>
            Promo code <strong>{choices.promoCode}</strong> applied
          </span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={choices.removeCode}>
            Remove code
          </button>
        </p>
      ) : (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void choices.apply(code);
          }}
        >
          <label htmlFor={codeId} className="flex grow flex-col gap-1">
            <span>Promo code</span>
            <input
              id={codeId}
              className={`input w-full ${choices.codeRefusal ? 'input-error' : ''}`}
              value={code}
              autoComplete="off"
              aria-invalid={choices.codeRefusal ? true : undefined}
              aria-describedby={choices.codeRefusal ? refusalId : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button type="submit" className="btn" disabled={!code.trim() || choices.checkingCode}>
            {choices.checkingCode ? 'Checking…' : 'Apply'}
          </button>
        </form>
      )}
      {choices.codeRefusal && (
        <p id={refusalId} role="alert" className="text-error text-sm">
          {choices.codeRefusal}
        </p>
      )}
    </div>
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
