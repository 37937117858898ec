import { emailSchema, personNameSchema } from '@bistro/contract/identity';
import { phoneSchema } from '@bistro/contract/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const MISSING_PHONE = 'Enter a phone number: the restaurant calls it if there is anything about your order.';

/**
 * The phone checkout needs (the restaurant calls it about the order), and whether to keep it on
 * the profile. A signed-in diner's name and email are their account's: not asked, not checked.
 */
const accountContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z
    .string()
    .refine((typed) => typed.trim() !== '', MISSING_PHONE)
    .pipe(phoneSchema),
  remember: z.boolean(),
});
/** A guest also says who they are: the mail with the order's link goes to the address. */
const guestContactSchema = accountContactSchema.extend({ name: personNameSchema, email: emailSchema });

type ContactFields = z.input<typeof guestContactSchema>;
/** The contact details to send, as the server keeps them. */
export type CheckoutContactDetails = z.output<typeof guestContactSchema>;

/**
 * Checkout's contact details, one form (react-hook-form with the contract's rules): the phone,
 * the profile's to start with (`savedPhone`); for a guest (`guest`) their name and email too.
 */
export function useCheckoutContact({ savedPhone, guest }: { savedPhone: string | null | undefined; guest: boolean }) {
  const form = useForm<ContactFields, unknown, CheckoutContactDetails>({
    resolver: zodResolver(guest ? guestContactSchema : accountContactSchema),
    defaultValues: { name: '', email: '', phone: savedPhone ?? '', remember: true },
  });
  const { getFieldState, handleSubmit, setValue, watch } = form;

  // The profile arrives after the page: its number fills the field, unless the diner typed one.
  useEffect(() => {
    if (savedPhone && !getFieldState('phone').isDirty) setValue('phone', savedPhone);
  }, [savedPhone, getFieldState, setValue]);

  /**
   * The details to send, checked; when one is wrong, it says why under the field, the cursor goes
   * to the first such field, and the same words are thrown (for the Pay button's message).
   */
  async function checked(): Promise<CheckoutContactDetails> {
    let details: CheckoutContactDetails | undefined;
    await handleSubmit((valid) => {
      details = valid;
    })();
    if (details) return details;
    const first = (['name', 'email', 'phone'] as const).map((field) => getFieldState(field).error).find(Boolean);
    throw new Error(first?.message ?? MISSING_PHONE);
  }

  const phone = watch('phone');
  return {
    form,
    checked,
    /** Whether the number typed is not the profile's already (then keeping it there is offered). */
    isNew: phone.trim() !== (savedPhone ?? ''),
  };
}
export type CheckoutContact = ReturnType<typeof useCheckoutContact>;
