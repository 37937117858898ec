import { format, fromMajor } from '@bistro/contract/money';
import type { PromoCodeUseState, PromoCodeView } from '@bistro/contract/promo-codes';
import { momentOn } from '@bistro/contract/restaurant-clock';
import { useEffect, useId, useRef, useState } from 'react';
import { actionColumn, ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { type MessageId, type Translate, useTranslate, useWordsAround } from '@/lib/i18n.ts';
import { usePromoCodeUses } from '../api/get-promo-code-uses.ts';
import { usePromoCodes } from '../api/get-promo-codes.ts';
import { useSetPromoCodePaused } from '../api/set-promo-code-paused.ts';
import { PromoCodeForm } from './promo-code-form.tsx';

const amount = (major: number, currency: string) => format(fromMajor(major, currency));

/** "10% off", "$5.00 off". */
export const discountOf = (t: Translate, code: PromoCodeView) =>
  code.percentOff !== null
    ? t('promoCodes.percentOffValue', { percent: code.percentOff })
    : t('promoCodes.amountOffValue', { amount: amount(code.amountOff ?? 0, code.currency) });

const stateOfUseMessages: Record<PromoCodeUseState, MessageId> = {
  held: 'promoCodes.useHeld',
  counted: 'promoCodes.useCounted',
  released: 'promoCodes.useReleased',
};

/**
 * Promo codes for admins: a form for a new one, every code with its rules, uses and state, a
 * button to pause or resume each, and the uses of the one chosen.
 */
export function PromoCodesPanel() {
  const t = useTranslate();
  const codes = usePromoCodes();
  const [shown, setShown] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="space-y-6">
      <PromoCodeForm />
      <section aria-labelledby={`${id}-codes`} className="space-y-3">
        <h2 id={`${id}-codes`} className="font-display text-xl">
          {t('promoCodes.codes')}
        </h2>
        <QueryState
          query={codes}
          what={t('promoCodes.thePromoCodes')}
          empty={{
            when: (list) => list.length === 0,
            content: <p className="rounded bg-base-100 p-4 shadow">{t('promoCodes.none')}</p>,
          }}
        >
          {(list) => (
            <>
              <CodesTable codes={list} shown={shown} onShowUses={setShown} />
              {shown && list.some((code) => code.id === shown) && (
                <CodeUses
                  code={list.find((code) => code.id === shown) as PromoCodeView}
                  onClose={() => setShown(null)}
                />
              )}
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function CodesTable({
  codes,
  shown,
  onShowUses,
}: {
  codes: PromoCodeView[];
  shown: string | null;
  onShowUses: (id: string | null) => void;
}) {
  const t = useTranslate();
  const clock = useRestaurantClock();
  const today = clock.dateOf(now());
  const setPaused = useSetPromoCodePaused();
  const day = (date: string) => clock.date(momentOn(date, '12:00', clock.timeZone));

  const stateOf = (code: PromoCodeView) => {
    if (code.paused) return t('promoCodes.statePaused');
    if (code.endsAt && code.endsAt < today) return t('promoCodes.stateEnded');
    if (code.startsAt && code.startsAt > today) return t('promoCodes.stateNotStarted');
    if (code.maxUses !== null && code.uses.counted + code.uses.held >= code.maxUses) return t('promoCodes.stateUsedUp');
    return t('promoCodes.stateActive');
  };
  const rulesOf = (code: PromoCodeView) =>
    [
      code.minOrder !== null ? t('promoCodes.ruleMinOrder', { amount: amount(code.minOrder, code.currency) }) : null,
      code.startsAt ? t('promoCodes.ruleFrom', { day: day(code.startsAt) }) : null,
      code.endsAt ? t('promoCodes.ruleUntil', { day: day(code.endsAt) }) : null,
      code.maxUsesPerDiner !== null ? t('promoCodes.rulePerDiner', { count: code.maxUsesPerDiner }) : null,
      code.firstOrderOnly ? t('promoCodes.ruleFirstOrder') : null,
    ].filter(Boolean) as string[];

  const columns: TableColumn<PromoCodeView>[] = [
    { header: t('promoCodes.code'), primary: true, cell: (code) => <span className="font-mono">{code.code}</span> },
    { header: t('promoCodes.discount'), cell: (code) => discountOf(t, code) },
    {
      header: t('promoCodes.rules'),
      cell: (code) => {
        const rules = rulesOf(code);
        return rules.length > 0 ? rules.join(' · ') : t('promoCodes.noRules');
      },
    },
    {
      header: t('promoCodes.uses'),
      cell: ({ uses, maxUses }) =>
        maxUses !== null
          ? t('promoCodes.usesCountOf', { paid: uses.counted, held: uses.held, max: maxUses })
          : t('promoCodes.usesCount', { paid: uses.counted, held: uses.held }),
    },
    { header: t('promoCodes.state'), cell: stateOf },
    actionColumn({
      header: t('promoCodes.pause'),
      text: (code) => (code.paused ? t('promoCodes.resume') : t('promoCodes.pause')),
      label: (code) =>
        code.paused ? t('promoCodes.resumeCode', { code: code.code }) : t('promoCodes.pauseCode', { code: code.code }),
      onClick: (code) => setPaused.mutate({ id: code.id, paused: !code.paused }),
      disabled: (code) => setPaused.isPending && setPaused.variables?.id === code.id,
    }),
    {
      header: t('promoCodes.usesOfTheCode'),
      action: true,
      cell: (code) => (
        <button
          type="button"
          className="btn btn-sm btn-outline min-h-11"
          aria-expanded={shown === code.id}
          aria-label={
            shown === code.id
              ? t('promoCodes.hideUsesOf', { code: code.code })
              : t('promoCodes.showUsesOf', { code: code.code })
          }
          onClick={() => onShowUses(shown === code.id ? null : code.id)}
        >
          {shown === code.id ? t('promoCodes.hideUses') : t('promoCodes.showUses')}
        </button>
      ),
    },
  ];
  return (
    <>
      <FormAlert>{setPaused.error ? t('promoCodes.notChanged', { reason: setPaused.error.message }) : null}</FormAlert>
      <ResponsiveTable label={t('promoCodes.heading')} columns={columns} rows={codes} rowKey={(code) => code.id} />
    </>
  );
}

type Use = NonNullable<ReturnType<typeof usePromoCodeUses>['data']>[number];

function CodeUses({ code, onClose }: { code: PromoCodeView; onClose: () => void }) {
  const t = useTranslate();
  const wordsAround = useWordsAround();
  const uses = usePromoCodeUses(code.id);
  const clock = useRestaurantClock();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  // Keyboard and screen-reader users land on what they asked to see.
  useEffect(() => heading.current?.focus(), []);
  const columns: TableColumn<Use>[] = [
    {
      header: t('promoCodes.order'),
      primary: true,
      cell: (use) => (use.orderNumber !== null ? `#${use.orderNumber}` : t('promoCodes.discardedOrder')),
    },
    { header: t('promoCodes.diner'), cell: (use) => use.diner },
    { header: t('promoCodes.state'), cell: (use) => t(stateOfUseMessages[use.state]) },
    { header: t('promoCodes.when'), cell: (use) => clock.stamp(use.changedAt) },
  ];
  const [before, after] = wordsAround('promoCodes.usesOf', 'code');
  return (
    <section aria-labelledby={`${id}-uses`} className="space-y-3 rounded bg-base-100 p-4 shadow">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-uses`} ref={heading} tabIndex={-1} className="font-display text-lg">
          {before}
          <span className="font-mono">{code.code}</span>
          {after}
        </h3>
        <button type="button" className="btn btn-sm min-h-11" onClick={onClose}>
          {t('promoCodes.close')}
        </button>
      </div>
      <QueryState
        query={uses}
        what={t('promoCodes.theUsesOf', { code: code.code })}
        empty={{ when: (list) => list.length === 0, content: <p>{t('promoCodes.noUses')}</p> }}
      >
        {(list) => (
          <ResponsiveTable
            label={t('promoCodes.usesOf', { code: code.code })}
            columns={columns}
            rows={list}
            rowKey={(use) => use.orderId}
          />
        )}
      </QueryState>
    </section>
  );
}
