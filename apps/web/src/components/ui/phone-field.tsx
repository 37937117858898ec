import { PHONE_MAX_LENGTH } from '@bistro/contract/phone';
import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

/** A phone number field: the phone's dial pad, the browser's saved number offered. */
export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" maxLength={PHONE_MAX_LENGTH} {...props} />;
}
