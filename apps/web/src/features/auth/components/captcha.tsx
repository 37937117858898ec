import type { Language } from '@bistro/contract/languages';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { showDialog } from '@/lib/dialogs.ts';
import { useHydrated } from '@/lib/hydration.tsx';
import { type Translate, usePageLanguage, useTranslate } from '@/lib/i18n.ts';

const CAPTCHA_LENGTH = 4;
const CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function newCode(): string {
  const random = crypto.getRandomValues(new Uint32Array(CAPTCHA_LENGTH));
  return Array.from(random, (value) => CHARACTERS[value % CHARACTERS.length]).join('');
}

// Said after each letter, so that letters which sound alike (b, d, p, t, v...) can be told apart.
const PHONETIC = (
  'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike ' +
  'november oscar papa quebec romeo sierra tango uniform victor whiskey x-ray yankee zulu'
).split(' ');

/** How one character is said out loud: every letter says its case, since the check is case-sensitive. */
function spoken(t: Translate, character: string): string {
  if (/\d/.test(character)) return t('captcha.spokenDigit', { digit: character });
  const word = PHONETIC.find((name) => name.startsWith(character.toLowerCase())) ?? '';
  return character === character.toUpperCase()
    ? t('captcha.spokenCapital', { letter: character, word })
    : t('captcha.spokenSmall', { letter: character, word });
}

const canSpeak = () => typeof window.speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance === 'function';

/**
 * Spells the code out in the page's language, one utterance per character so that the voice
 * pauses between them; the phonetic words are the international alphabet's in every language.
 */
function speak(code: string, t: Translate, language: Language) {
  // A second press starts over rather than queueing behind the first.
  speechSynthesis.cancel();
  for (const character of code) {
    const utterance = new SpeechSynthesisUtterance(spoken(t, character));
    utterance.lang = language;
    utterance.rate = 0.8;
    speechSynthesis.speak(utterance);
  }
}

function draw(canvas: HTMLCanvasElement, code: string) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  context.fillStyle = '#f3efe6';
  context.fillRect(0, 0, width, height);
  // Noise lines make the characters harder for a machine to read, not for a person.
  for (let line = 0; line < 6; line++) {
    context.strokeStyle = `hsl(${Math.random() * 360} 40% 60%)`;
    context.beginPath();
    context.moveTo(Math.random() * width, Math.random() * height);
    context.lineTo(Math.random() * width, Math.random() * height);
    context.stroke();
  }
  context.font = 'bold 28px Georgia, serif';
  context.textBaseline = 'middle';
  [...code].forEach((character, index) => {
    context.save();
    context.translate(18 + index * 30, height / 2 + (Math.random() * 8 - 4));
    context.rotate((Math.random() - 0.5) * 0.6);
    context.fillStyle = `hsl(${Math.random() * 360} 60% 28%)`;
    context.fillText(character, 0, 0);
    context.restore();
  });
}

/**
 * The login form's image captcha: four case-sensitive letters and digits, drawn on a canvas,
 * with a reload link and a Validate button. A mismatch says so and draws a new one.
 * The code is never in the page's markup; "Hear the letters" spells it through the browser's
 * speech synthesis, for those who cannot read the image.
 */
export function Captcha({ onValidatedChange }: { onValidatedChange: (validated: boolean) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const [code, setCode] = useState(newCode);
  const [typed, setTyped] = useState('');
  const [validated, setValidated] = useState(false);
  const inputId = useId();
  const t = useTranslate();
  const language = usePageLanguage();
  const speechAvailable = useHydrated() && canSpeak();

  useEffect(() => {
    if (canvas.current) draw(canvas.current, code);
  }, [code]);

  // Validated, its input and button are disabled: focus moves on to the form's next step.
  useEffect(() => {
    if (validated) fieldset.current?.form?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }, [validated]);

  const reload = useCallback(() => {
    if (canSpeak()) speechSynthesis.cancel();
    setCode(newCode());
    setTyped('');
    setValidated(false);
    onValidatedChange(false);
  }, [onValidatedChange]);

  async function validate() {
    if (typed === code) {
      setValidated(true);
      onValidatedChange(true);
      return;
    }
    reload();
    await showDialog({
      icon: 'error',
      title: t('captcha.doesNotMatch'),
      text: t('captcha.typeAgain'),
    });
  }

  return (
    <fieldset ref={fieldset} className="fieldset">
      <legend className="fieldset-legend">{t('captcha.legend')}</legend>
      <div className="flex items-center gap-3">
        <canvas
          ref={canvas}
          width={136}
          height={48}
          role="img"
          aria-label={t('captcha.image')}
          className="rounded border border-base-300"
        />
        <div className="flex flex-col items-start gap-1">
          <button type="button" className="link link-primary min-h-6 text-sm" onClick={reload}>
            {t('captcha.reload')}
          </button>
          {speechAvailable && (
            <button
              type="button"
              className="link link-primary min-h-6 text-sm"
              onClick={() => speak(code, t, language)}
            >
              {t('captcha.hear')}
            </button>
          )}
        </div>
      </div>
      <label htmlFor={inputId} className="label">
        {t('captcha.type')}
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          className="input join-item w-full"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          maxLength={4}
          disabled={validated}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void validate();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline join-item"
          disabled={validated || typed.length === 0}
          onClick={() => void validate()}
        >
          {t('captcha.validate')}
        </button>
      </div>
      {/* Always rendered: a live region announces changes to its text, not its own arrival. */}
      <p role="status" className="min-h-5 text-success text-sm">
        {validated ? t('captcha.validated') : ''}
      </p>
    </fieldset>
  );
}
