import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { Captcha } from './captcha.tsx';

const showDialog = vi.hoisted(() => vi.fn());
vi.mock('@/lib/dialogs.ts', () => ({ showDialog }));

/** Makes the next captcha drawn read `code`, by the positions of its characters in the captcha's alphabet. */
function nextCode(code: string) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce((array) => {
    (array as Uint32Array).set(Array.from(code, (character) => alphabet.indexOf(character)));
    return array;
  });
}

/** The browser's speech synthesis, recording what it is asked to say. */
function stubSpeech() {
  const said: string[] = [];
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: { text: string }) => said.push(utterance.text),
    cancel: () => said.splice(0),
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    },
  );
  return said;
}

beforeEach(() => showDialog.mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Captcha', () => {
  it('keeps the code out of the page: no attribute or text holds it, in any case', async () => {
    nextCode('Ab7x');
    stubSpeech();
    const onValidatedChange = vi.fn();
    const { container } = render(<Captcha onValidatedChange={onValidatedChange} />, { wrapper: InEnglish });
    expect(screen.getByRole('img', { name: 'Captcha image: 4 letters and digits to type below' })).toBeInTheDocument();
    expect(container.innerHTML.toLowerCase()).not.toContain('ab7x');
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.value.toLowerCase()).not.toContain('ab7x');
    }

    // It is the code all the same.
    await userEvent.type(screen.getByLabelText('Type the characters above (case matters)'), 'Ab7x');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Captcha validated');
    expect(onValidatedChange).toHaveBeenLastCalledWith(true);
  });

  it('spells the code, case by case, when asked to', async () => {
    nextCode('Ab7x');
    const said = stubSpeech();
    render(<Captcha onValidatedChange={() => {}} />, { wrapper: InEnglish });
    await userEvent.click(screen.getByRole('button', { name: 'Hear the letters' }));
    expect(said).toEqual(['capital A, as in alpha', 'small b, as in bravo', 'digit 7', 'small x, as in x-ray']);

    // A second press starts over instead of queueing the letters twice.
    await userEvent.click(screen.getByRole('button', { name: 'Hear the letters' }));
    expect(said).toHaveLength(4);
  });

  it('spells the code in the page’s language, the letters’ words the international alphabet’s', async () => {
    nextCode('Ab7x');
    const said = stubSpeech();
    render(<Captcha onValidatedChange={() => {}} />, { wrapper: await inLanguage('fr') });
    await userEvent.click(screen.getByRole('button', { name: 'Écouter les lettres' }));
    expect(said).toEqual([
      'A majuscule, comme alpha',
      'b minuscule, comme bravo',
      'chiffre 7',
      'x minuscule, comme x-ray',
    ]);
  });

  it('refuses the wrong case, says so, and draws a new code', async () => {
    nextCode('Ab7x');
    const said = stubSpeech();
    const onValidatedChange = vi.fn();
    render(<Captcha onValidatedChange={onValidatedChange} />, { wrapper: InEnglish });
    nextCode('Q9mz');
    await userEvent.type(screen.getByLabelText('Type the characters above (case matters)'), 'ab7x');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Captcha Does Not Match' }));
    expect(onValidatedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Hear the letters' }));
    expect(said).toEqual(['capital Q, as in quebec', 'digit 9', 'small m, as in mike', 'small z, as in zulu']);
  });

  it('offers no spoken letters where the browser cannot speak', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    vi.stubGlobal('SpeechSynthesisUtterance', undefined);
    render(<Captcha onValidatedChange={() => {}} />, { wrapper: InEnglish });
    expect(screen.getByRole('button', { name: 'Reload Captcha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hear the letters' })).toBeNull();
  });

  it('moves focus on to the form’s button once validated, instead of leaving it on the page', async () => {
    nextCode('Kp3q');
    render(
      <form>
        <Captcha onValidatedChange={() => {}} />
        <button type="submit">Login</button>
      </form>,
      { wrapper: InEnglish },
    );
    await userEvent.type(screen.getByLabelText('Type the characters above (case matters)'), 'Kp3q');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });
});
