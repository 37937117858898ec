import { format, fromMajor } from '@bistro/contract/money';
import {
  type CloseTab,
  closeTabSchema,
  type MoveTab,
  moveTabSchema,
  type StaffTable,
  type TabSettlement,
  tabSettlementSchema,
} from '@bistro/contract/tables';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useCloseTab, useMoveTab, useSettleTab } from '../api/staff-tables.ts';

/** The settle form as typed: cash with what the diner handed over, or the card terminal. */
interface SettleForm {
  method: 'cash' | 'card_present';
  tendered: string;
}

/** Checks the settle form with the contract's schema of a settlement (tabSettlementSchema), its words in the page's language. */
const settleResolverIn =
  (t: Translate): Resolver<SettleForm, unknown, TabSettlement> =>
  (form) => {
    const tendered = Number(form.tendered.trim().replace(',', '.'));
    const payment =
      form.method === 'cash'
        ? { method: 'cash', tendered: form.tendered.trim() === '' ? Number.NaN : tendered }
        : { method: 'card_present' };
    const parsed = tabSettlementSchema.safeParse({ payment });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<SettleForm> = {
      tendered: { type: 'validate', message: t('tables.writeTendered') },
    };
    return { values: {}, errors };
  };

/**
 * Takes the rest of the tab at the table: cash (the change to hand back is said in a dialog, which
 * stays when the table, now free, loses this form) or the card terminal.
 */
function SettleTabForm({ table }: { table: StaffTable }) {
  const t = useTranslate();
  const settle = useSettleTab();
  const tenderedId = useId();
  const resolver = useMemo(() => settleResolverIn(t), [t]);
  const form = useForm<SettleForm, unknown, TabSettlement>({
    resolver,
    defaultValues: { method: 'cash', tendered: '' },
  });
  const method = form.watch('method');
  const submit = form.handleSubmit(async (settlement) => {
    try {
      const settled = await settle.mutateAsync({ name: table.name, ...settlement });
      await showDialog({
        icon: 'success',
        title: t('tables.settled', { table: table.name }),
        ...(settled.change === undefined
          ? {}
          : { text: t('tables.changeToHandBack', { amount: format(fromMajor(settled.change)) }) }),
      });
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : t('tables.notSettled') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <fieldset className="fieldset">
        <legend className="fieldset-legend">
          {t('tables.settleRest', { amount: format(fromMajor(table.tab?.due ?? 0)) })}
        </legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" className="radio" value="cash" {...form.register('method')} /> {t('tables.cash')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" className="radio" value="card_present" {...form.register('method')} />{' '}
          {t('tables.cardTerminal')}
        </label>
      </fieldset>
      {method === 'cash' && (
        <label htmlFor={tenderedId} className="fieldset">
          <span className="fieldset-legend">{t('tables.handedOver')}</span>
          <input
            id={tenderedId}
            className="input w-40"
            inputMode="decimal"
            aria-invalid={form.formState.errors.tendered ? true : undefined}
            {...form.register('tendered')}
          />
          {form.formState.errors.tendered && (
            <span className="text-error text-sm">{form.formState.errors.tendered.message}</span>
          )}
        </label>
      )}
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <PendingButton
        pending={form.formState.isSubmitting}
        pendingLabel={t('tables.settling')}
        className="btn btn-primary btn-sm"
      >
        {t('tables.settle', { table: table.name })}
      </PendingButton>
    </form>
  );
}

/** Moves the party's tab to another table, one of the free ones. */
function MoveTabForm({ table, free }: { table: StaffTable; free: readonly StaffTable[] }) {
  const t = useTranslate();
  const move = useMoveTab();
  const toId = useId();
  const form = useForm<MoveTab>({ resolver: zodResolver(moveTabSchema), defaultValues: { to: free[0]?.name ?? '' } });
  const submit = form.handleSubmit(async ({ to }) => {
    try {
      await move.mutateAsync({ name: table.name, to });
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : t('tables.notMoved') });
    }
  });
  if (free.length === 0) return <p className="text-sm">{t('tables.noneFree')}</p>;
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <label htmlFor={toId} className="fieldset">
        <span className="fieldset-legend">{t('tables.moveTo')}</span>
        <select id={toId} className="select w-40" {...form.register('to')}>
          {free.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name}
            </option>
          ))}
        </select>
      </label>
      <PendingButton pending={form.formState.isSubmitting} pendingLabel={t('tables.moving')} className="btn btn-sm">
        {t('tables.move', { table: table.name })}
      </PendingButton>
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
    </form>
  );
}

/** Closes the tab unpaid (the party walked out), with the reason kept in the audit log. */
function CloseTabForm({ table }: { table: StaffTable }) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const close = useCloseTab();
  const reasonId = useId();
  const form = useForm<CloseTab>({ resolver: zodResolver(closeTabSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await close.mutateAsync({ name: table.name, reason });
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : t('tables.notClosed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <label htmlFor={reasonId} className="fieldset">
        <span className="fieldset-legend">{t('tables.closeReason')}</span>
        <input
          id={reasonId}
          className="input w-64"
          aria-invalid={form.formState.errors.reason ? true : undefined}
          {...form.register('reason')}
        />
        {form.formState.errors.reason && (
          <span className="text-error text-sm">{fieldError(form.formState.errors.reason.message ?? '')}</span>
        )}
      </label>
      <PendingButton
        pending={form.formState.isSubmitting}
        pendingLabel={t('tables.closing')}
        className="btn btn-error btn-outline btn-sm"
      >
        {t('tables.closeUnpaid', { table: table.name })}
      </PendingButton>
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
    </form>
  );
}

/** What staff do with an open table's tab: settle the rest, move the party, or close it unpaid. */
export function TabActions({ table, free }: { table: StaffTable; free: readonly StaffTable[] }) {
  return (
    <div className="space-y-4">
      <SettleTabForm table={table} />
      <MoveTabForm table={table} free={free} />
      <CloseTabForm table={table} />
    </div>
  );
}
