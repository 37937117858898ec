import type { OptionGroupAdmin, OptionGroupInput } from '@bistro/contract/options';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { OptionGroupForm } from './option-group-form.tsx';

const bread: OptionGroupAdmin = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bread',
  min: 1,
  max: 1,
  choices: [
    {
      id: '00000000-0000-4000-8000-000000000011',
      name: 'Sourdough',
      price: 0,
      default: true,
      soldOut: false,
      soldOutUntil: null,
      stock: null,
      parLevel: null,
    },
  ],
  dishIds: [],
};

function renderForm(group?: OptionGroupAdmin, onSave = vi.fn(async (_: OptionGroupInput) => {})) {
  render(<OptionGroupForm group={group} onSave={onSave} onCancel={() => {}} />, { wrapper: InEnglish });
  const form = screen.getByRole('form');
  return { form, onSave, user: userEvent.setup() };
}

describe('the option group form', () => {
  it('sends the group as the API takes it: numbers read from the boxes, a price written with a comma', async () => {
    const { form, onSave, user } = renderForm(bread);
    await user.click(within(form).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(form).getByLabelText('Choice 2 name'), 'Garlic bread');
    const price = within(form).getAllByLabelText('Adds ($)')[1] as HTMLElement;
    await user.clear(price);
    await user.type(price, '2,50');
    await user.clear(within(form).getByLabelText('At most'));
    await user.type(within(form).getByLabelText('At most'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save option group' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Bread',
      min: 1,
      max: 2,
      choices: [
        { id: bread.choices[0]?.id, name: 'Sourdough', price: 0, default: true },
        { name: 'Garlic bread', price: 2.5, default: false },
      ],
    });
  });

  it('says each problem at its field, and the group’s rules under its choices, and sends nothing', async () => {
    const { form, onSave, user } = renderForm();
    await user.clear(within(form).getByLabelText('At most'));
    await user.type(within(form).getByLabelText('At most'), '3');
    await user.click(within(form).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(form).getByLabelText('Choice 1 name'), 'Rye');
    await user.type(within(form).getByLabelText('Choice 2 name'), 'rye');
    await user.click(within(form).getByRole('button', { name: 'Save option group' }));
    expect(within(form).getByLabelText('Group name *')).toHaveAccessibleDescription('Group name is required');
    expect(within(form).getByLabelText('At most')).toHaveAccessibleDescription(
      'Maximum cannot be more than the number of choices',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Each choice needs its own name');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, the form kept as typed', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('An option group named Bread exists already');
    });
    const { form, user } = renderForm(bread, onSave);
    await user.click(within(form).getByRole('button', { name: 'Save option group' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An option group named Bread exists already');
    expect(within(form).getByLabelText('Group name *')).toHaveValue('Bread');
  });

  it('gives the group’s and its choices’ names in the other languages: those saved fill the boxes, an emptied box takes its name away', async () => {
    const onSave = vi.fn(async (_: OptionGroupInput) => {});
    const translated: OptionGroupAdmin = {
      ...bread,
      translations: { fr: { name: 'Pain' } },
      choices: bread.choices.map((choice) => ({ ...choice, translations: { fr: { name: 'Levain' } } })),
    };
    render(
      <OptionGroupForm group={translated} onSave={onSave} onCancel={() => {}} translationLanguages={['fr', 'ar']} />,
      { wrapper: InEnglish },
    );
    const form = screen.getByRole('form');
    const user = userEvent.setup();
    expect(within(form).getByLabelText('Group name in Français')).toHaveValue('Pain');
    expect(within(form).getByLabelText('Choice 1 name in Français')).toHaveValue('Levain');
    const arabic = within(form).getByLabelText('Group name in العربية');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, 'خبز');
    await user.clear(within(form).getByLabelText('Choice 1 name in Français'));
    await user.click(within(form).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(form).getByLabelText('Choice 2 name'), 'Rye');
    await user.type(within(form).getByLabelText('Choice 2 name in Français'), 'Seigle');
    await user.click(within(form).getByRole('button', { name: 'Save option group' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Bread',
      min: 1,
      max: 1,
      translations: { fr: { name: 'Pain' }, ar: { name: 'خبز' } },
      choices: [
        { id: bread.choices[0]?.id, name: 'Sourdough', price: 0, default: true, translations: { fr: {}, ar: {} } },
        { name: 'Rye', price: 0, default: false, translations: { fr: { name: 'Seigle' }, ar: {} } },
      ],
    });
  });
});
