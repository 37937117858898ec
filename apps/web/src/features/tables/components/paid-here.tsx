import { format, fromMajor } from '@bistro/contract/money';
import type { TabReceipt } from '@bistro/contract/tables';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useTranslate } from '@/lib/i18n.ts';

/**
 * The payments made from this phone, each with its receipt's link: kept when the last payment
 * closes the tab (the page then says the table is not open), so that the payer keeps the link.
 */
export function PaidHere({ code, receipts }: { code: string; receipts: readonly TabReceipt[] }) {
  const t = useTranslate();
  return (
    <div role="status" className="empty:hidden">
      {receipts.length > 0 && (
        <ul className="alert alert-success alert-soft flex flex-col items-start gap-2">
          {receipts.map((receipt) => {
            const amount = format(fromMajor(receipt.total, receipt.currency));
            return (
              <li key={receipt.id}>
                {t('table.pay.paid', { amount })} {receipt.tabClosed && t('table.pay.tabClosed')}{' '}
                <Link className="link" to={paths.tableReceipt.getHref(code, receipt.id)}>
                  {t('table.pay.receiptLink', { amount })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
