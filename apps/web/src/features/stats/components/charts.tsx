import { intlLocaleOf } from '@bistro/contract/languages';
import { formatPrice } from '@bistro/contract/money';
import type { OrderStats } from '@bistro/contract/stats';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { usePageLanguage, useTranslate } from '@/lib/i18n.ts';

type Figures = OrderStats['barChart'];

const COLORS = ['#bb8506', '#1f2937', '#b91c1c', '#15803d', '#2563eb', '#7c3aed', '#db2777', '#0891b2'];
const colorAt = (index: number) => COLORS[index % COLORS.length];

interface ChartProps {
  title: string;
  figures: Figures;
}

/** A titled figure; the chart is drawn for the eye, the table beside it is read out to screen readers. */
function ChartFrame({
  title,
  figures,
  value,
  children,
}: ChartProps & { value: (figure: Figures[number]) => string; children: React.ReactElement }) {
  return (
    <figure className="rounded bg-base-100 p-4 shadow">
      <figcaption className="mb-3 font-display text-lg">{title}</figcaption>
      <div aria-hidden="true" className="h-[400px] w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.name}>
              <th scope="row">{figure.name}</th>
              <td>{value(figure)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A column per dish: how many were bought. */
export function QuantityChart({ title, figures }: ChartProps) {
  const t = useTranslate();
  return (
    <ChartFrame title={title} figures={figures} value={(figure) => String(figure.quantity)}>
      <BarChart accessibilityLayer={false} data={figures} margin={{ top: 10, right: 10, left: -10, bottom: 60 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" interval={0} angle={-35} textAnchor="end" tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="quantity" name={t('adminHome.quantity')}>
          {figures.map((figure, index) => (
            <Cell key={figure.name} fill={colorAt(index)} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/** A slice per dish: its share of the money. */
export function AmountChart({ title, figures }: ChartProps) {
  const share = new Intl.NumberFormat(intlLocaleOf(usePageLanguage()), { style: 'percent' });
  return (
    <ChartFrame title={title} figures={figures} value={(figure) => formatPrice(figure.amount)}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={figures}
          dataKey="amount"
          nameKey="name"
          outerRadius="70%"
          rootTabIndex={-1}
          label={({ percent }) => share.format(percent ?? 0)}
        >
          {figures.map((figure, index) => (
            <Cell key={figure.name} fill={colorAt(index)} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => formatPrice(Number(value))} />
        <Legend />
      </PieChart>
    </ChartFrame>
  );
}
