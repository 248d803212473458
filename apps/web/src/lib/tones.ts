/** [seconds from now, frequency in Hz] of each note. */
type Melody = readonly (readonly [number, number])[];

/** The console's two-tone chime: a new request on the floor, a new order in the kitchen. */
const CHIME: Melody = [
  [0, 880],
  [0.18, 1320],
];
/** The phone's rising call when the floor pages the player. */
const RING: Melody = [
  [0, 660],
  [0.2, 880],
  [0.4, 1100],
];

/** Plays short notes with Web Audio (nothing to download); silent where the browser blocks audio before a tap. */
function play(melody: Melody, volume: number, noteSeconds: number) {
  try {
    const audio = new AudioContext();
    for (const [offset, frequency] of melody) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(volume, audio.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + offset + noteSeconds);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + offset);
      tone.stop(audio.currentTime + offset + noteSeconds + 0.01);
    }
  } catch {
    // No audio device, or blocked before a first tap: the screen still shows it.
  }
}

export const chime = () => play(CHIME, 0.12, 0.16);
export const ring = () => play(RING, 0.15, 0.18);
