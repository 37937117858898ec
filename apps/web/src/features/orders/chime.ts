const PREFERENCE_KEY = 'kitchen-sound';

/** Whether this device plays a sound for each new order (the kitchen's choice, kept on the device). */
export const chimePreference = {
  get: (): boolean => localStorage.getItem(PREFERENCE_KEY) === 'on',
  set: (on: boolean) => localStorage.setItem(PREFERENCE_KEY, on ? 'on' : 'off'),
};

let context: AudioContext | null = null;

/**
 * Two short rising tones, made by the browser (no sound file to download). Browsers let a page
 * play sound only after a click on it: the switch that turns the sound on is that click.
 */
export function playChime(): void {
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    tone.connect(volume).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}
