import { phoneSchema } from '@bistro/contract/phone';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PhoneField } from '@/components/ui/phone-field.tsx';
import { useProfile, useUpdateProfile } from '../api/profile.ts';

/** The phone number on the profile (optional): checkout starts with it, the kitchen calls it about an order. */
export function PhoneForm({ onSaved }: { onSaved: (phone: string | null) => Promise<void> | void }) {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const phone = typed ?? profile.data?.phone ?? '';

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = phone.trim() ? phoneSchema.safeParse(phone) : { success: true as const, data: null };
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ phone: checked.data });
      setTyped(null);
      await onSaved(saved.phone);
    } catch (failed) {
      setFailure(failed instanceof Error ? failed.message : 'Could not save your phone number');
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label="Phone">
      <PhoneField
        label="Phone (optional)"
        value={phone}
        error={error}
        disabled={profile.isPending}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p className="text-base-content/70 text-sm">The restaurant calls it if there is anything about your order.</p>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-outline w-full" disabled={update.isPending || profile.isPending}>
        {update.isPending ? 'Saving…' : 'Save phone'}
      </button>
    </form>
  );
}
