import { format, fromMajor } from '@bistro/contract/money';
import { type PromoCodeView, promoCodeUseStateLabels } from '@bistro/contract/promo-codes';
import { momentOn } from '@bistro/contract/restaurant-clock';
import { useEffect, useId, useRef, useState } from 'react';
import { actionColumn, ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { usePromoCodeUses } from '../api/get-promo-code-uses.ts';
import { usePromoCodes } from '../api/get-promo-codes.ts';
import { useSetPromoCodePaused } from '../api/set-promo-code-paused.ts';
import { PromoCodeForm } from './promo-code-form.tsx';

const amount = (major: number, currency: string) => format(fromMajor(major, currency));

/** "10% off", "$5.00 off". */
export const discountOf = (code: PromoCodeView) =>
  code.percentOff !== null ? `${code.percentOff}% off` : `${amount(code.amountOff ?? 0, code.currency)} off`;

/**
 * Promo codes for admins: a form for a new one, every code with its rules, uses and state, a
 * button to pause or resume each, and the uses of the one chosen.
 */
export function PromoCodesPanel() {
  const codes = usePromoCodes();
  const [shown, setShown] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="space-y-6">
      <PromoCodeForm />
      <section aria-labelledby={`${id}-codes`} className="space-y-3">
        <h2 id={`${id}-codes`} className="font-display text-xl">
          Codes
        </h2>
        <QueryState
          query={codes}
          what="the promo codes"
          empty={{
            when: (list) => list.length === 0,
            content: <p className="rounded bg-base-100 p-4 shadow">No promo codes yet: create one above.</p>,
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
  const clock = useRestaurantClock();
  const today = clock.dateOf(now());
  const setPaused = useSetPromoCodePaused();
  const day = (date: string) => clock.date(momentOn(date, '12:00', clock.timeZone));

  const stateOf = (code: PromoCodeView) => {
    if (code.paused) return 'Paused';
    if (code.endsAt && code.endsAt < today) return 'Ended';
    if (code.startsAt && code.startsAt > today) return 'Not started';
    if (code.maxUses !== null && code.uses.counted + code.uses.held >= code.maxUses) return 'Used up';
    return 'Active';
  };
  const rulesOf = (code: PromoCodeView) =>
    [
      code.minOrder !== null ? `Orders of ${amount(code.minOrder, code.currency)} or more` : null,
      code.startsAt ? `From ${day(code.startsAt)}` : null,
      code.endsAt ? `Until ${day(code.endsAt)}` : null,
      code.maxUsesPerDiner !== null ? `${code.maxUsesPerDiner} per diner` : null,
      code.firstOrderOnly ? 'First order only' : null,
    ].filter(Boolean) as string[];

  const columns: TableColumn<PromoCodeView>[] = [
    { header: 'Code', primary: true, cell: (code) => <span className="font-mono">{code.code}</span> },
    { header: 'Discount', cell: discountOf },
    {
      header: 'Rules',
      cell: (code) => {
        const rules = rulesOf(code);
        return rules.length > 0 ? rules.join(' · ') : 'None';
      },
    },
    {
      header: 'Uses',
      cell: (code) =>
        `${code.uses.counted} paid, ${code.uses.held} held${code.maxUses !== null ? ` of ${code.maxUses}` : ''}`,
    },
    { header: 'State', cell: stateOf },
    actionColumn({
      header: 'Pause',
      text: (code) => (code.paused ? 'Resume' : 'Pause'),
      label: (code) => `${code.paused ? 'Resume' : 'Pause'} ${code.code}`,
      onClick: (code) => setPaused.mutate({ id: code.id, paused: !code.paused }),
      disabled: (code) => setPaused.isPending && setPaused.variables?.id === code.id,
    }),
    {
      header: 'Uses of the code',
      action: true,
      cell: (code) => (
        <button
          type="button"
          className="btn btn-sm btn-outline min-h-11"
          aria-expanded={shown === code.id}
          aria-label={`${shown === code.id ? 'Hide' : 'Show'} uses of ${code.code}`}
          onClick={() => onShowUses(shown === code.id ? null : code.id)}
        >
          {shown === code.id ? 'Hide uses' : 'Show uses'}
        </button>
      ),
    },
  ];
  return (
    <>
      <FormAlert>{setPaused.error ? `The code could not be changed: ${setPaused.error.message}` : null}</FormAlert>
      <ResponsiveTable label="Promo codes" columns={columns} rows={codes} rowKey={(code) => code.id} />
    </>
  );
}

type Use = NonNullable<ReturnType<typeof usePromoCodeUses>['data']>[number];

function CodeUses({ code, onClose }: { code: PromoCodeView; onClose: () => void }) {
  const uses = usePromoCodeUses(code.id);
  const clock = useRestaurantClock();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  // Keyboard and screen-reader users land on what they asked to see.
  useEffect(() => heading.current?.focus(), []);
  const columns: TableColumn<Use>[] = [
    {
      header: 'Order',
      primary: true,
      cell: (use) => (use.orderNumber !== null ? `#${use.orderNumber}` : 'Discarded unpaid order'),
    },
    { header: 'Diner', cell: (use) => use.diner },
    { header: 'State', cell: (use) => promoCodeUseStateLabels[use.state] },
    { header: 'When', cell: (use) => clock.stamp(use.changedAt) },
  ];
  return (
    <section aria-labelledby={`${id}-uses`} className="space-y-3 rounded bg-base-100 p-4 shadow">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-uses`} ref={heading} tabIndex={-1} className="font-display text-lg">
          Uses of <span className="font-mono">{code.code}</span>
        </h3>
        <button type="button" className="btn btn-sm min-h-11" onClick={onClose}>
          Close
        </button>
      </div>
      <QueryState
        query={uses}
        what={`the uses of ${code.code}`}
        empty={{ when: (list) => list.length === 0, content: <p>No one has used this code yet.</p> }}
      >
        {(list) => (
          <ResponsiveTable label={`Uses of ${code.code}`} columns={columns} rows={list} rowKey={(use) => use.orderId} />
        )}
      </QueryState>
    </section>
  );
}
