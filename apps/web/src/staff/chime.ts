/** A short two-tone chime (Web Audio; nothing to download): a new request on the floor, a new order in the kitchen. */
export function chime() {
  try {
    const audio = new AudioContext();
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, audio.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + offset + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + offset);
      tone.stop(audio.currentTime + offset + 0.17);
    }
  } catch {
    // No audio device or blocked before a first tap: the screen still shows it.
  }
}
