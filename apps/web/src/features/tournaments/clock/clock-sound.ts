let context: AudioContext | undefined;

/**
 * Two short tones, as a room's clock sounds at a level change. Browsers play sound only after the
 * person has touched the page; until then this does nothing (and says nothing: the screen still changes).
 */
export function playClockChime() {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.35, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.32);
    }
    chimesPlayed += 1;
    // Also on the page's root element, where a browser test (or a person in DevTools) reads it.
    document.documentElement.dataset.clockChimes = String(chimesPlayed);
  } catch {
    // No Web Audio here (an old TV browser): the screen's change is the signal.
  }
}

/** How many chimes this page has played (browser tests read it on `<html data-clock-chimes>`). */
let chimesPlayed = 0;
