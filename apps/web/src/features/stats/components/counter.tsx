import { type RefObject, useRef } from 'react';
import { useCountUp } from 'react-countup';

interface CounterProps {
  label: string;
  value: number;
  prefix?: string;
  decimals?: number;
  /** Seconds (spec: quantity 2 s; total spent 2 s delay, 3 s duration). */
  duration: number;
  delay?: number;
}

/** A figure that counts up into place; screen readers get the final value at once. */
export function Counter({ label, value, prefix = '', decimals = 0, duration, delay = 0 }: CounterProps) {
  const counting = useRef<HTMLSpanElement>(null);
  // react-countup's types predate React 19's nullable refs.
  useCountUp({
    ref: counting as RefObject<HTMLElement>,
    start: 0,
    end: value,
    prefix,
    decimals,
    duration,
    delay,
    separator: ',',
  });
  return (
    <div className="stat rounded bg-base-100 shadow">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-gold-dark">
        <span aria-hidden="true" ref={counting} />
        <span className="sr-only">
          {prefix}
          {value.toFixed(decimals)}
        </span>
      </div>
    </div>
  );
}
