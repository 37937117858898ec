import { useTranslate } from '@/lib/i18n.ts';
import { useBrowserCart } from '../browser-cart.ts';

/** On the login and sign-up pages: the dishes chosen before signing in are not lost. */
export function KeptDishesNotice() {
  const lines = useBrowserCart();
  const t = useTranslate();
  if (lines.length === 0) return null;
  const names = lines.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name));
  return <p className="alert alert-info alert-soft text-sm">{t('cart.keptForLater', { dishes: names.join(', ') })}</p>;
}
