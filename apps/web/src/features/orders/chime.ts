const PREFERENCE_KEY = 'kitchen-sound';

/**
 * Whether this device chimes for each new order: the kitchen's choice, kept on the device;
 * `null` until it has been asked.
 */
export const chimePreference = {
  get: (): boolean | null => {
    const stored = localStorage.getItem(PREFERENCE_KEY);
    return stored === null ? null : stored === 'on';
  },
  set: (on: boolean) => localStorage.setItem(PREFERENCE_KEY, on ? 'on' : 'off'),
};

let context: AudioContext | null = null;

/**
 * The page's audio. A browser lets a page play sound only after a click or key press on it: made
 * (or resumed) before one, it stays silent until `unlockChime` runs in one.
 */
function audio(): AudioContext {
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => {});
  return context;
}

/** Lets the chime play from now on: call it in a click or key press (a later visit's first touch of the board). */
export function unlockChime(): void {
  audio();
}

/**
 * Two short rising tones per order, `count` times one after the other (orders that arrived together), made by
 * the browser's Web Audio (no sound file to download).
 */
export function playChime(count = 1): void {
  const sound = audio();
  for (let chime = 0; chime < count; chime++) {
    const start = sound.currentTime + chime * 0.5;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = sound.createOscillator();
      const volume = sound.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      tone.connect(volume).connect(sound.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.17);
    }
  }
}
