import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { showDialog } from '@/lib/dialogs.ts';

const CAPTCHA_LENGTH = 4;
const CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function newCode(): string {
  const random = crypto.getRandomValues(new Uint32Array(CAPTCHA_LENGTH));
  return Array.from(random, (value) => CHARACTERS[value % CHARACTERS.length]).join('');
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
 */
export function Captcha({ onValidatedChange }: { onValidatedChange: (validated: boolean) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [code, setCode] = useState(newCode);
  const [typed, setTyped] = useState('');
  const [validated, setValidated] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (canvas.current) draw(canvas.current, code);
  }, [code]);

  const reload = useCallback(() => {
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
      title: 'Captcha Does Not Match',
      text: 'Type the characters again, exactly as shown.',
    });
  }

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Captcha</legend>
      <div className="flex items-center gap-3">
        <canvas
          ref={canvas}
          width={136}
          height={48}
          data-code={code}
          role="img"
          aria-label="Captcha image with 4 characters to type in"
          className="rounded border border-base-300"
        />
        <button type="button" className="link link-primary text-sm" onClick={reload}>
          Reload Captcha
        </button>
      </div>
      <label htmlFor={inputId} className="label">
        Type the characters above (case matters)
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
          Validate
        </button>
      </div>
      {validated && (
        <p role="status" className="text-success text-sm">
          Captcha validated
        </p>
      )}
    </fieldset>
  );
}
