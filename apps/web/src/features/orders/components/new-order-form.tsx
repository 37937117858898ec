import { ORDER_NOTE_MAX } from '@bistro/contract/constants';
import type { CounterOrderResponse } from '@bistro/contract/counter';
import type { MenuItem } from '@bistro/contract/menu';
import { format, fromMajor, toMajor } from '@bistro/contract/money';
import { type ChosenChoice, unitPriceOf } from '@bistro/contract/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { BillSummary } from '@/components/ui/bill-summary.tsx';
import { lineKey } from '@/components/ui/chosen-choices.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { showRefusal } from '@/lib/form-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { quoteCounterOrder, useCounterQuote } from '../api/counter-quote.ts';
import { useCreateCounterOrder } from '../api/create-counter-order.ts';
import {
  apiLinesOf,
  changeFor,
  counterOrderOf,
  counterPaymentChoices,
  emptyNewOrder,
  type NewOrderInput,
  type NewOrderValues,
  newOrderFormSchema,
  OTHER_TIME,
  tipOf,
} from '../new-order.ts';
import { DishFinder } from './dish-finder.tsx';
import { EnteredOrder } from './entered-order.tsx';
import { NewOrderLines } from './new-order-lines.tsx';

interface NewOrderFormProps {
  menu: readonly MenuItem[];
  /** Asks for a dish's options in the shop's own dialog; null when staff close it without adding. */
  chooseOptions: (item: MenuItem) => Promise<ChosenChoice[] | null>;
}

/** Whether the server refused the order for a rule of the hours or pickup times a reason would override. */
const overridable = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  (error.body?.details as { overridable?: boolean } | undefined)?.overridable === true;

const sectionClass = 'fieldset space-y-3 rounded bg-base-100 p-4 shadow md:p-6';
const legendClass = 'fieldset-legend font-display text-xl';

/**
 * The New order screen (kitchen staff and admins): an order taken on the phone or at the counter,
 * made for the keyboard and a tablet. Find dishes by name (options in the shop's dialog), set how
 * many, who orders (name, phone, email if they want mail), when (as soon as possible, a time on
 * offer, or another with a reason when the rules refuse it), a note, a code and a tip; the bill is
 * the server's, as online; then how they pay (cash with the change shown, the card terminal, at
 * pickup, or a link mailed to them). One press enters it: a retry or a second press makes no
 * second order (the request's Idempotency-Key).
 */
export function NewOrderForm({ menu, chooseOptions }: NewOrderFormProps) {
  const ids = { pickup: useId(), other: useId(), note: useId(), tip: useId(), code: useId(), codeHelp: useId() };
  const restaurant = useRestaurant({ queryConfig: { refetchInterval: 60_000 } });
  const status = restaurant.data;
  const clock = useRestaurantClock();
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewOrderInput, unknown, NewOrderValues>({
    resolver: zodResolver(newOrderFormSchema),
    defaultValues: emptyNewOrder,
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const [watchedLines = [], tip, tipAmount, promoCode, payment, tendered, pickup] = useWatch({
    control,
    name: ['lines', 'tip', 'tipAmount', 'promoCode', 'payment', 'tendered', 'pickup'],
  });
  const billChoices = { ...(tipOf({ tip, tipAmount }) ? { tip: tipOf({ tip, tipAmount }) } : {}) };
  const quote = useCounterQuote(
    watchedLines.length > 0
      ? { lines: apiLinesOf(watchedLines), ...billChoices, ...(promoCode ? { promoCode } : {}) }
      : null,
  );
  const bill = watchedLines.length > 0 ? quote.data : undefined;
  // The last bill stays on the screen while a change is priced: said, so nobody takes its amount.
  const repricing = quote.isPlaceholderData;
  const total = bill ? fromMajor(bill.total, bill.currency) : null;
  const change = payment === 'cash' && total ? changeFor(tendered, total) : null;

  const create = useCreateCounterOrder();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [entered, setEntered] = useState<CounterOrderResponse | null>(null);
  const [refusedRule, setRefusedRule] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const enteredNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (entered) enteredNotice.current?.focus();
  }, [entered]);

  async function addDish(item: MenuItem) {
    const choices = item.optionGroups.length > 0 ? await chooseOptions(item) : [];
    if (!choices) return;
    const key = lineKey({ menuID: item._id, choices });
    const current = getValues('lines');
    const index = current.findIndex((line) => lineKey(line) === key);
    const same = current[index];
    if (same) lines.update(index, { ...same, quantity: same.quantity + 1 });
    else {
      const price = toMajor(
        unitPriceOf(
          item.price,
          choices.map((choice) => choice.price),
        ),
      );
      lines.append({ menuID: item._id, name: item.name, choices, price, quantity: 1 }, { shouldFocus: false });
    }
    setEntered(null);
  }

  async function applyCode() {
    const typed = code.trim();
    if (!typed || watchedLines.length === 0) return;
    setCodeRefusal(null);
    try {
      await quoteCounterOrder({ lines: apiLinesOf(watchedLines), ...billChoices, promoCode: typed });
      setValue('promoCode', typed);
    } catch (error) {
      setCodeRefusal(error instanceof ApiRequestError ? error.message : t('newOrder.codeNotChecked'));
    }
  }

  const submit = handleSubmit(async (values) => {
    if (values.payment === 'cash' && total && !changeFor(values.tendered, total)) {
      setError('tendered', { message: t('newOrder.atLeastTotal', { total: format(total) }) });
      return;
    }
    if (refusedRule && !values.overrideReason) {
      setError('overrideReason', { message: t('newOrder.sayWhyAnyway') });
      return;
    }
    try {
      const order = await create.mutateAsync({ ...counterOrderOf(values, clock.timeZone), idempotencyKey });
      setEntered(order);
      setRefusedRule(null);
      setCode('');
      reset(emptyNewOrder);
      setIdempotencyKey(crypto.randomUUID());
    } catch (error) {
      if (overridable(error)) setRefusedRule((error as ApiRequestError).message);
      else showRefusal(error, setError, ['name', 'phone', 'email', 'note', 'overrideReason']);
    }
  });

  const now = status ? new Date(status.now) : null;
  const byDay = new Map<string, string[]>();
  for (const time of status?.pickupTimes ?? []) {
    const day = now ? clock.day(time, now) : clock.dateOf(time);
    byDay.set(day, [...(byDay.get(day) ?? []), time]);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('newOrder.dishes')}</legend>
          <DishFinder menu={menu} onPick={addDish} />
          <NewOrderLines
            lines={lines.fields}
            currency={bill?.currency ?? 'USD'}
            onQuantity={(index, quantity) => {
              const line = getValues(`lines.${index}`);
              lines.update(index, { ...line, quantity });
            }}
            onRemove={(index) => lines.remove(index)}
          />
          {(errors.lines?.message ?? errors.lines?.root?.message) && (
            <p role="alert" className="text-error">
              {fieldError(errors.lines?.message ?? errors.lines?.root?.message ?? '')}
            </p>
          )}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('newOrder.theBill')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.tip} className="label font-semibold text-base-content">
                {t('bill.tip')}
              </label>
              <select id={ids.tip} className="select w-full" {...register('tip')}>
                <option value="none">{t('newOrder.noTip')}</option>
                {(status?.tipPresets ?? []).map((percent) => (
                  <option key={percent} value={String(percent)}>
                    {percent} %
                  </option>
                ))}
                <option value="amount">{t('newOrder.tipAnAmount')}</option>
              </select>
            </div>
            {tip === 'amount' && (
              <TextField
                label={t('newOrder.tipAmount')}
                inputMode="decimal"
                error={errors.tipAmount?.message}
                {...register('tipAmount')}
              />
            )}
          </div>
          <label htmlFor={ids.code} className="label font-semibold text-base-content">
            {t('newOrder.promoCode')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={ids.code}
              className="input flex-1"
              autoComplete="off"
              aria-describedby={ids.codeHelp}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            {promoCode ? (
              <button
                type="button"
                className="btn btn-outline min-h-11"
                onClick={() => {
                  setValue('promoCode', '');
                  setCode('');
                }}
              >
                {t('newOrder.removeCode')}
              </button>
            ) : (
              <button type="button" className="btn btn-outline min-h-11" onClick={() => void applyCode()}>
                {t('newOrder.applyCode')}
              </button>
            )}
          </div>
          <p id={ids.codeHelp} className="text-base-content/70 text-sm" aria-live="polite">
            {codeRefusal ??
              (promoCode ? t('newOrder.codeTaken', { code: promoCode.toUpperCase() }) : t('newOrder.optional'))}
          </p>
          {quote.error && watchedLines.length > 0 && (
            <FormAlert>
              {quote.error instanceof ApiRequestError ? quote.error.message : t('newOrder.billNotPriced')}
            </FormAlert>
          )}
          <div aria-live="polite">
            {bill ? <BillSummary bill={bill} /> : <p className="text-base-content/70">{t('newOrder.billOnceDish')}</p>}
          </div>
        </fieldset>
      </div>

      <div className="space-y-6">
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('newOrder.whoOrders')}</legend>
          <fieldset>
            <legend className="font-semibold">{t('newOrder.taken')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['phone', 'counter'] as const).map((channel) => (
                <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input type="radio" className="radio radio-sm" value={channel} {...register('channel')} />
                  {t(channel === 'phone' ? 'newOrder.onThePhone' : 'newOrder.atTheCounter')}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label={t('newOrder.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField
            label={t('newOrder.phone')}
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t(payment === 'link' ? 'newOrder.emailForLink' : 'newOrder.emailOptional')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('newOrder.pickup')}</legend>
          <label htmlFor={ids.pickup} className="label font-semibold text-base-content">
            {t('newOrder.pickupTime')}
          </label>
          <select id={ids.pickup} className="select w-full" {...register('pickup')}>
            <option value="asap">
              {status?.asap ? t('newOrder.asapAbout', { time: clock.time(status.asap) }) : t('newOrder.asap')}
            </option>
            {[...byDay].map(([day, times]) => (
              <optgroup key={day} label={day}>
                {times.map((time) => (
                  <option key={time} value={time}>
                    {t('kitchen.dayAndTime', { day, time: clock.time(time) })}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value={OTHER_TIME}>{t('newOrder.anotherTime')}</option>
          </select>
          {pickup === OTHER_TIME && (
            <div className="grid gap-3 sm:grid-cols-2" id={ids.other}>
              <TextField
                label={t('newOrder.day')}
                type="date"
                error={errors.otherDay?.message}
                {...register('otherDay')}
              />
              <TextField
                label={t('newOrder.time')}
                type="time"
                error={errors.otherTime?.message}
                {...register('otherTime')}
              />
            </div>
          )}
          <label htmlFor={ids.note} className="label font-semibold text-base-content">
            {t('newOrder.noteForKitchen')}
          </label>
          <textarea
            id={ids.note}
            className="textarea w-full"
            rows={2}
            maxLength={ORDER_NOTE_MAX}
            placeholder={t('newOrder.notePlaceholder')}
            {...register('note')}
          />
          {refusedRule && (
            <div className="space-y-2 rounded border-warning border-l-4 bg-warning/15 p-3">
              <p role="alert" className="font-semibold">
                {refusedRule}
              </p>
              <TextField
                label={t('newOrder.anywayBecause')}
                autoComplete="off"
                error={errors.overrideReason?.message}
                {...register('overrideReason')}
              />
            </div>
          )}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('newOrder.payment')}</legend>
          <fieldset>
            <legend className="font-semibold">{t('newOrder.howTheyPay')}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {counterPaymentChoices.map((choice) => (
                <label key={choice.value} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input type="radio" className="radio radio-sm" value={choice.value} {...register('payment')} />
                  {t(choice.label)}
                </label>
              ))}
            </div>
          </fieldset>
          {payment === 'cash' && (
            <>
              <TextField
                label={t('kitchen.handedOver')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.tendered?.message}
                {...register('tendered')}
              />
              <p className="font-display text-2xl" aria-live="polite">
                {change
                  ? t('kitchen.changeToGive', { amount: format(change) })
                  : total
                    ? t('kitchen.atLeast', { amount: format(total) })
                    : ''}
              </p>
            </>
          )}
          <p className="font-display text-xl" aria-busy={repricing || undefined}>
            {total
              ? t(repricing ? 'newOrder.totalUpdating' : 'newOrder.total', { total: format(total) })
              : t('newOrder.noTotal')}
          </p>
          <FormAlert>{errors.root?.message}</FormAlert>
          <PendingButton
            className="btn btn-primary btn-lg min-h-11 w-full"
            pending={isSubmitting}
            pendingLabel={t('newOrder.entering')}
          >
            {t(refusedRule ? 'newOrder.enterAnyway' : 'newOrder.enter')}
          </PendingButton>
        </fieldset>
        {entered && <EnteredOrder order={entered} ref={enteredNotice} />}
      </div>
    </form>
  );
}
