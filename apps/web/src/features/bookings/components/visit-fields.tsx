import { type BookingRefusalDetails, changeBookingSchema, type Slot } from '@bistro/contract/bookings';
import { dayAfter, wallTime } from '@bistro/contract/restaurant-clock';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useBookingWords } from './status-words.ts';

/** The day, party size and time a booking form asks for. */
export interface Visit {
  date: string;
  party: number;
  time: string;
}

/** A time as a booking form checks it: one must be chosen before the contract's check of its shape. */
export const chosenTimeSchema = z.string().min(1, 'Choose a time').pipe(changeBookingSchema.shape.time);

/** A booking's new day, time and party size as its change form checks them. */
export const visitFormSchema = changeBookingSchema.extend({ time: chosenTimeSchema });

/** A refusal the form can act on: its words and the nearest free times. */
export interface Refusal {
  message: string;
  alternatives: string[];
}

/** Whether a booking or change was refused for its time (a 409 with the nearest free times): the times shown are stale. */
export const isRefusedTime = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 409;

/** What the form tells of a failed booking or change: a 409's nearest free times, any other error's words. */
export function refusalOf(error: unknown): Refusal {
  if (!isRefusedTime(error)) {
    return { message: error instanceof Error ? error.message : String(error), alternatives: [] };
  }
  const details = error.body?.details as BookingRefusalDetails | undefined;
  return { message: error.message, alternatives: details?.alternatives ?? [] };
}

interface VisitFieldsProps {
  visit: Visit;
  /** A new day or party size clears the time, whose table may not fit them. */
  onChange: (visit: Visit) => void;
  slots: UseQueryResult<Slot[]>;
  today: string;
  daysAhead: number;
  largestParty: number;
  phone: string | null;
  timeError?: string | undefined;
}

/** A date and a party size, then only the times a table is free for the whole stay, as a radio group. */
export function VisitFields({
  visit,
  onChange,
  slots,
  today,
  daysAhead,
  largestParty,
  phone,
  timeError,
}: VisitFieldsProps) {
  const t = useTranslate();
  const { people } = useBookingWords();
  const ids = { party: useId(), times: useId(), name: useId() };
  const free = (slots.data ?? []).filter((slot) => slot.available).map((slot) => slot.time);
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('booking.date')}
          type="date"
          min={today}
          max={dayAfter(today, daysAhead)}
          value={visit.date}
          onChange={(event) => onChange({ ...visit, date: event.target.value, time: '' })}
        />
        <div>
          <label className="floating-label block">
            <span>{t('booking.partySize')}</span>
            <select
              className="select w-full"
              value={visit.party}
              aria-describedby={ids.party}
              onChange={(event) => onChange({ ...visit, party: Number(event.target.value), time: '' })}
            >
              {Array.from({ length: largestParty }, (_, index) => index + 1).map((size) => (
                <option key={size} value={size}>
                  {people(size)}
                </option>
              ))}
            </select>
          </label>
          <p id={ids.party} className="mt-1 text-base-content/70 text-sm">
            {phone
              ? t('booking.moreThanCall', { largest: largestParty, phone })
              : t('booking.moreThan', { largest: largestParty })}
          </p>
        </div>
      </div>
      <fieldset aria-describedby={timeError ? ids.times : undefined}>
        <legend className="label mb-2">{t('booking.time')}</legend>
        {slots.isPending ? (
          <p>{t('booking.lookingForTables')}</p>
        ) : slots.isError ? (
          <p role="alert">{slots.error.message}</p>
        ) : free.length === 0 ? (
          <p>{t('booking.noneFree', { party: people(visit.party) })}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {free.map((slot) => (
              // daisyUI's radio button: the input itself is the button, its name is its label.
              <input
                key={slot}
                type="radio"
                name={ids.name}
                value={slot}
                aria-label={wallTime(slot)}
                checked={visit.time === slot}
                onChange={() => onChange({ ...visit, time: slot })}
                className="btn min-h-11"
              />
            ))}
          </div>
        )}
        {visit.time && slots.data && !free.includes(visit.time) && (
          <p role="status" className="mt-1 font-semibold text-sm">
            {t('booking.noLongerFree', { time: wallTime(visit.time) })}
          </p>
        )}
        {timeError && (
          <p id={ids.times} className="mt-1 text-error text-sm">
            {timeError}
          </p>
        )}
      </fieldset>
    </>
  );
}

/** Why a time was refused, with the nearest free times as buttons that choose one. */
export function RefusalAlert({ refusal, onChoose }: { refusal: Refusal | null; onChoose: (time: string) => void }) {
  const t = useTranslate();
  if (!refusal) return null;
  return (
    <div role="alert" className="alert alert-warning alert-soft flex-col items-start">
      <p>{refusal.message}</p>
      {refusal.alternatives.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t('booking.freeNearby')}</span>
          {refusal.alternatives.map((alternative) => (
            <button
              key={alternative}
              type="button"
              className="btn btn-sm min-h-11"
              onClick={() => onChoose(alternative)}
            >
              {t('booking.chooseTime', { time: wallTime(alternative) })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
