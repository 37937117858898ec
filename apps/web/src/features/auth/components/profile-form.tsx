import { TEXT_LIMITS } from '@bistro/contract/constants';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';

/** Changes the signed-in person's display name (the identity service's profile name). */
export function ProfileForm({ onSaved }: { onSaved: (name: string) => Promise<void> | void }) {
  const { user, updateProfile } = useAuth();
  const [name, setName] = useState(user?.displayName ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setFailure('Enter the name to show.');
    setSaving(true);
    setFailure(null);
    try {
      await updateProfile(trimmed);
      await onSaved(trimmed);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not save your name');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="space-y-3" aria-label="Profile">
      <p className="text-base-content/75 text-sm">Signed in as {user?.email}</p>
      <TextField
        label="Display name"
        value={name}
        maxLength={TEXT_LIMITS.personName}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
      />
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-primary w-full" disabled={saving}>
        {saving ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}
