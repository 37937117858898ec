import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { ProfileForm } from './profile-form.tsx';

function renderForm(updateProfile: (name: string) => Promise<void>) {
  const auth = {
    user: { email: 'dina@bistro.test', displayName: 'Dina', emailVerified: true },
    updateProfile,
  } as Partial<AuthContextValue> as AuthContextValue;
  const onSaved = vi.fn();
  render(
    <AuthContext.Provider value={auth}>
      <ProfileForm onSaved={onSaved} />
    </AuthContext.Provider>,
    { wrapper: InEnglish },
  );
  return {
    onSaved,
    name: screen.getByLabelText('Display name'),
    save: screen.getByRole('button', { name: 'Save name' }),
  };
}

describe('ProfileForm', () => {
  it('starts with the current name and saves the new one trimmed', async () => {
    const updateProfile = vi.fn(async (_: string) => {});
    const { onSaved, name, save } = renderForm(updateProfile);
    expect(name).toHaveValue('Dina');
    await userEvent.clear(name);
    await userEvent.type(name, '  Dina Diner ');
    await userEvent.click(save);
    expect(updateProfile).toHaveBeenCalledWith('Dina Diner');
    expect(onSaved).toHaveBeenCalledWith('Dina Diner');
  });

  it('asks for a name on the field, with the cursor there, and sends nothing', async () => {
    const updateProfile = vi.fn(async (_: string) => {});
    const { name, save } = renderForm(updateProfile);
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(save);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the name to show.');
    expect(name).toHaveFocus();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('says why the identity service did not save it', async () => {
    const { save } = renderForm(async () => {
      throw new Error('Too many requests, try again later.');
    });
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again later.');
  });
});
